/**
 * A shop set up through the HTTP API like an admin would: products in categories of their own
 * and customers with a balance (the calls of api/purchase.int.test.ts).
 */
import { expect } from 'vitest';
import type { TestClient } from './store';

/** Helpers acting as `admin`; `newClient` makes a client (cookie jar) for each new customer. */
export function shop(admin: TestClient, newClient: () => TestClient, label = 'Shop') {
  let counter = 0;
  return {
    /** An active product: automatic delivery with `items` when given, else manual. */
    async product(options: { price: string; items?: string[]; manualStock?: number }) {
      counter++;
      const category = await admin.post('/api/admin/categories', { name: `${label} ${counter}` });
      expect(category.status).toBe(201);
      const product = await admin.post('/api/products', {
        name: `${label} product ${counter}`,
        price: options.price,
        categoryId: category.body.id,
        deliveryType: options.items ? 'automatic' : 'manual',
        stock: options.manualStock ?? (options.items ? 0 : 50),
        warrantyDays: 30,
      });
      expect(product.status).toBe(201);
      if (options.items) {
        const stocked = await admin.put(`/api/admin/products/${product.body.id}/stock`, {
          stockItems: options.items,
        });
        expect(stocked.status).toBe(200);
      }
      return product.body as { id: number; name: string; productUrl: string };
    },
    /** A registered, signed-in customer credited with `amount` (dollars, "100.00"). */
    async customer(email: string, amount: string) {
      const client = newClient();
      const user = await client.register(email);
      const credited = await admin.post(`/api/admin/users/${user.id}/balance`, {
        amount,
        operation: 'add',
      });
      expect(credited.status).toBe(200);
      return { client, user };
    },
  };
}
