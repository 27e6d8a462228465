/**
 * The limit of the HTTP layer for catalogue reads: a bare Express app answering every
 * GET with the same JSON body, read from the file named by the first argument. Prints
 * "listening on http://127.0.0.1:<port>" once it accepts connections.
 */
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import express from 'express';

const [bodyFile] = process.argv.slice(2);
if (!bodyFile) {
  console.error('Usage: tsx bench/catalogue/fixed-json-server.ts <body.json>');
  process.exit(2);
}
const body = fs.readFileSync(bodyFile);
const app = express();
app.get('/{*path}', (_req, res) => {
  res.type('json').send(body);
});
const server = app.listen(0, '127.0.0.1', () => {
  console.log(`listening on http://127.0.0.1:${(server.address() as AddressInfo).port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
