/**
 * A deliberately vulnerable little web server, the scanners' positive control: it pastes a query
 * parameter into SQL run on the scanned PostgreSQL and echoes another into HTML. A scan whose
 * sqlmap and wapiti, with the very options used on the store, do not report these two holes proves
 * nothing by reporting none in the store. Listens on 127.0.0.1 only, for the length of a scan.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';

/** A running canary: its root URL and how to stop it. */
export interface VulnerableCanary {
  url: string;
  close(): Promise<void>;
}

const PAGE = `<!doctype html><html><head><title>Canary</title></head><body>
<a href="/items?id=1">Item 1</a> <a href="/greet?name=guest">Greeting</a>
</body></html>`;

/**
 * Starts the canary on a free port.
 * @param databaseUrl a PostgreSQL database to run the injectable query on (it reads no table)
 */
export async function startVulnerableCanary(databaseUrl: string): Promise<VulnerableCanary> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://canary');
    if (url.pathname === '/items') {
      // The hole: the parameter is pasted into the SQL text.
      const sql = `SELECT name FROM (VALUES (1, 'one'), (2, 'two'), (3, 'three')) AS t(id, name) WHERE id = ${url.searchParams.get('id') ?? '0'}`;
      pool.query(sql).then(
        (result) => {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end(JSON.stringify(result.rows));
        },
        (error: Error) => {
          // Shown the way PHP's pg_query warning prints it: a form wapiti's sql module knows
          // (it does not know node-postgres's bare messages).
          res.writeHead(500, { 'content-type': 'text/plain' });
          res.end(`Warning: pg_query(): Query failed: ERROR:  ${error.message}`);
        },
      );
      return;
    }
    if (url.pathname === '/greet') {
      // The other hole: the parameter is echoed into HTML unescaped.
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><html><body><p>Hello ${url.searchParams.get('name') ?? ''}</p></body></html>`,
      );
      return;
    }
    if (url.pathname === '/') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(PAGE);
      return;
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('Not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pool.end();
    },
  };
}
