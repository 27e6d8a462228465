/**
 * A forward HTTP proxy on 127.0.0.1 that every scanner process is pointed at: it passes requests
 * to one origin (the scanned store or the canary) and refuses every other host, so a scanner can
 * never reach the network whatever its modules try (wapiti downloads databases, open-redirect
 * checks follow redirections, sqlmap could be asked to check for updates). It also counts what
 * went through: requests, answers by status, and the hosts it refused.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** What went through one proxy. */
export interface ProxyTraffic {
  /** Requests forwarded to the allowed origin. */
  requests: number;
  /** Forwarded answers by HTTP status ("200": 812); "error" counts requests the origin dropped. */
  statuses: Record<string, number>;
  /** Hosts (host:port) a scanner tried to reach besides the allowed origin, each once. */
  refusedHosts: string[];
}

/** A running proxy: its URL (http://127.0.0.1:<port>), its counts so far, and how to stop it. */
export interface ScanProxy {
  url: string;
  traffic(): ProxyTraffic;
  close(): Promise<void>;
}

const HOP_BY_HOP = ['proxy-connection', 'proxy-authorization', 'keep-alive', 'connection'];

/**
 * Starts a proxy that forwards only to `allowedOrigin` (e.g. http://localhost:4312), under its
 * own host name or 127.0.0.1; anything else answers 403 and is recorded.
 */
export async function startScanProxy(allowedOrigin: string): Promise<ScanProxy> {
  const origin = new URL(allowedOrigin);
  const allowedHosts = new Set([origin.host, `127.0.0.1:${origin.port}`]);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  const statuses: Record<string, number> = {};
  const refused = new Set<string>();
  let requests = 0;
  const count = (key: string) => (statuses[key] = (statuses[key] ?? 0) + 1);

  const server = http.createServer((req, res) => {
    let target: URL;
    try {
      target = new URL(req.url ?? '');
    } catch {
      res.writeHead(400).end('Absolute URL expected');
      return;
    }
    if (target.protocol !== 'http:' || !allowedHosts.has(target.host)) {
      refused.add(target.host || String(req.url));
      res.writeHead(403, { 'content-type': 'text/plain' }).end('Outside the scanned store');
      return;
    }
    requests++;
    const headers = { ...req.headers };
    for (const name of HOP_BY_HOP) delete headers[name];
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port: origin.port,
        method: req.method,
        path: `${target.pathname}${target.search}`,
        headers,
        agent,
      },
      (answer) => {
        count(String(answer.statusCode));
        const answerHeaders = { ...answer.headers };
        for (const name of HOP_BY_HOP) delete answerHeaders[name];
        res.writeHead(answer.statusCode ?? 502, answerHeaders);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      count('error');
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  // HTTPS goes through CONNECT: never to the store (it is plain HTTP), so always outside.
  server.on('connect', (req, socket) => {
    refused.add(req.url ?? '?');
    socket.end('HTTP/1.1 403 Forbidden\r\n\r\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    traffic: () => ({ requests, statuses: { ...statuses }, refusedHosts: [...refused] }),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}
