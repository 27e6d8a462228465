/**
 * The data a security scan needs, set up through the HTTP API like an admin and customers would:
 * a category, products with stock and a FAQ, an uploaded image, a coupon, an announcement, and
 * two customers with a balance, orders, tickets, a review, warranty claims and a sandbox deposit.
 * The scanners then attack the routes that take these ids and strings, with real rows behind them.
 *
 * Calls that change data while a scan runs act on their own rows (the other customer's order,
 * ticket and claim, the purchase and edit products), never on the rows the reading targets
 * answer with: an answer that changes under sqlmap for another reason than its payload could
 * read as a boolean difference.
 */
import { ApiSession } from './api-session';

/** Everything a scan target refers to: the sessions and the ids and names that exist. */
export interface ScanFixture {
  baseUrl: string;
  /** Signed in as an administrator (its e-mail must be in the store's ADMIN_EMAILS). */
  admin: ApiSession;
  /** Signed in as a customer who owns the order, ticket, review, claim and deposit below. */
  customer: ApiSession;
  /** A second customer: the calls that change data act as them, on their own rows. */
  otherCustomer: ApiSession;
  otherCustomerId: number;
  customerEmail: string;
  customerId: number;
  /** The password of every account of the fixture. */
  password: string;
  categoryId: number;
  categoryUrl: string;
  productId: number;
  productUrl: string;
  /** Automatic delivery with plenty of stock: what the purchase target buys. */
  purchaseProductId: number;
  /** What the product-edit target renames. */
  editProductId: number;
  /** The uploaded image's name under /uploads. */
  uploadName: string;
  couponCode: string;
  orderId: number;
  ticketId: number;
  reviewId: number;
  claimId: number;
  /** The other customer's order, ticket and claim (changed by the admin targets). */
  otherOrderId: number;
  otherTicketId: number;
  otherClaimId: number;
  depositId: number;
  /** The sandbox gateway's payment id (the page at /sandbox/pay/<id>). */
  paymentId: string;
  announcementId: number;
}

const PASSWORD = 'scan-secret-123';

/** A 1x1 transparent PNG (67 bytes), base64. */
const ONE_PIXEL_PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

async function register(
  baseUrl: string,
  email: string,
): Promise<{ session: ApiSession; id: number }> {
  const session = new ApiSession(baseUrl);
  const user = await session.expect<{ id: number }>(201, 'POST', '/api/register', {
    email,
    password: PASSWORD,
    firstName: 'Scan',
    lastName: 'Customer',
    country: 'usa',
  });
  return { session, id: user.id };
}

/**
 * Sets up the fixture on the store at `baseUrl`.
 * @param adminEmail an address listed in the store's ADMIN_EMAILS
 * @throws Error naming the call that did not answer as expected
 */
export async function prepareScanFixture(
  baseUrl: string,
  adminEmail = 'admin@keymart.test',
): Promise<ScanFixture> {
  const { session: admin } = await register(baseUrl, adminEmail);
  const customerEmail = 'scan-customer@keymart.test';
  const { session: customer, id: customerId } = await register(baseUrl, customerEmail);
  const { session: otherCustomer, id: otherCustomerId } = await register(
    baseUrl,
    'scan-other@keymart.test',
  );

  const category = await admin.expect<{ id: number; customUrl: string }>(
    201,
    'POST',
    '/api/admin/categories',
    { name: 'Scan Licences', description: 'Licences for the scan', customUrl: 'scan-licences' },
  );
  const newProduct = async (name: string, productUrl: string, stockItems: number) => {
    const product = await admin.expect<{ id: number; productUrl: string }>(
      201,
      'POST',
      '/api/products',
      {
        name,
        price: '1.00',
        categoryId: category.id,
        deliveryType: 'automatic',
        warrantyDays: 30,
        productUrl,
        shortDescription: `${name} for the scan`,
      },
    );
    await admin.expect(200, 'PUT', `/api/admin/products/${product.id}/stock`, {
      stockItems: Array.from({ length: stockItems }, (_, i) => `${productUrl}-${i}`),
    });
    return product;
  };
  const product = await newProduct('Scan Office Key', 'scan-office-key', 5);
  const purchaseProduct = await newProduct('Scan Bulk Key', 'scan-bulk-key', 1000);
  const editProduct = await newProduct('Scan Edited Key', 'scan-edited-key', 5);
  await admin.expect(201, 'POST', `/api/admin/products/${product.id}/faqs`, {
    question: 'Is it genuine?',
    answer: 'Yes.',
  });
  const upload = await admin.expect<{ imageUrl: string }>(201, 'POST', '/api/upload-image', {
    imageData: `data:image/png;base64,${ONE_PIXEL_PNG}`,
    fileName: 'pixel.png',
  });
  const couponCode = 'SCAN10';
  await admin.expect(201, 'POST', '/api/admin/coupons', {
    code: couponCode,
    discountPercentage: 10,
    maxUsage: 1_000_000,
  });
  const announcement = await admin.expect<{ id: number }>(201, 'POST', '/api/admin/announcements', {
    text: 'Scan week',
  });
  for (const userId of [customerId, otherCustomerId])
    await admin.expect(200, 'POST', `/api/admin/users/${userId}/balance`, {
      amount: '5000.00',
      operation: 'add',
      reason: 'scan fixture',
    });

  const buy = async (session: ApiSession, productId: number) =>
    (
      await session.expect<{ order: { id: number } }>(201, 'POST', '/api/purchase', {
        productId,
        quantity: 1,
      })
    ).order.id;
  const orderId = await buy(customer, product.id);
  const otherOrderId = await buy(otherCustomer, purchaseProduct.id);
  const ticket = async (session: ApiSession, subject: string, message: string) =>
    (
      await session.expect<{ id: number }>(201, 'POST', '/api/support/tickets', {
        subject,
        message,
      })
    ).id;
  const ticketId = await ticket(customer, 'Scan ticket', 'Where is my key?');
  const otherTicketId = await ticket(otherCustomer, 'Other ticket', 'Please check my order');
  const review = await customer.expect<{ id: number }>(
    201,
    'POST',
    `/api/products/${product.id}/comments`,
    { comment: 'Works well', rating: 5 },
  );
  const claim = async (session: ApiSession, order: number, description: string) =>
    (
      await session.expect<{ id: number }>(201, 'POST', '/api/warranty-claims', {
        orderId: order,
        claimType: 'product_defect',
        description,
      })
    ).id;
  const claimId = await claim(customer, orderId, 'The key does not activate');
  const otherClaimId = await claim(otherCustomer, otherOrderId, 'Blocked after a day');
  const payment = await customer.expect<{ depositId: number; paymentUrl: string }>(
    200,
    'POST',
    '/api/create-payment',
    { amount: '20.00' },
  );
  const paymentId = decodeURIComponent(new URL(payment.paymentUrl).pathname.split('/').pop()!);

  return {
    baseUrl,
    admin,
    customer,
    otherCustomer,
    otherCustomerId,
    customerEmail,
    customerId,
    password: PASSWORD,
    categoryId: category.id,
    categoryUrl: category.customUrl,
    productId: product.id,
    productUrl: product.productUrl,
    purchaseProductId: purchaseProduct.id,
    editProductId: editProduct.id,
    uploadName: upload.imageUrl.replace('/uploads/', ''),
    couponCode,
    orderId,
    ticketId,
    reviewId: review.id,
    claimId,
    otherOrderId,
    otherTicketId,
    otherClaimId,
    depositId: payment.depositId,
    paymentId,
    announcementId: announcement.id,
  };
}
