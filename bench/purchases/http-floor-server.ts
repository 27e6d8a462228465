/**
 * The limit of the HTTP layer for purchases: a bare Express app that parses each POST's JSON body
 * (a purchase's: `{ productId, quantity }`) and inserts one order-shaped row in a transaction of
 * its own, as the raw-insert reference does (raw-inserts.ts), answering 201 with the row. No
 * session, no checks, no events, no read models: the least any store on Express and pg pays per
 * purchase. Arguments: the database URL and the table to create. Prints
 * "listening on http://127.0.0.1:<port>" once it accepts connections.
 */
import type { AddressInfo } from 'node:net';
import express from 'express';
import pg from 'pg';
import { createOrdersTable, insertOrder } from './raw-inserts';

const [databaseUrl, table] = process.argv.slice(2);
if (!databaseUrl || !table || !/^[a-z_0-9]+$/.test(table)) {
  console.error('Usage: tsx bench/purchases/http-floor-server.ts <database URL> <table>');
  process.exit(2);
}
const pool = new pg.Pool({ connectionString: databaseUrl, max: 32 });
await createOrdersTable(pool, table);
let sequence = 0;
const app = express();
app.use(express.json());
app.post('/{*path}', async (req, res) => {
  const { productId } = req.body as { productId: number };
  const order = await insertOrder(pool, table, `${process.pid}-${sequence++}`, productId);
  res.status(201).json({ success: true, order });
});
const server = app.listen(0, '127.0.0.1', () => {
  console.log(`listening on http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () =>
  server.close(() => {
    void pool
      .query(`DROP TABLE ${table}`)
      .finally(() => pool.end())
      .finally(() => process.exit(0));
  }),
);
