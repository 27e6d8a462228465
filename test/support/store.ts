/**
 * A running store for integration tests: its own database, the real projections and the real
 * HTTP API on a free port, and a small HTTP client that keeps a session cookie.
 */
import { loadConfig } from '../../application/config';
import type { Logger } from '../../application/logger';
import { startKeyMart, type RunningKeyMart } from '../../bin/keymart';
import { createTestDatabase } from './database';
import { dataFolderFor } from './data-folder';

export interface TestStore extends RunningKeyMart {
  /** A new client with its own cookie jar. */
  client(): TestClient;
  /**
   * Waits until every projection has passed the last committed event: for a staff read of a
   * staff-only read model (stock items, audit log, reports) right after customers' commands,
   * which do not wait for those (ARCHITECTURE.md "Read-your-writes").
   * @throws Error when they have not within 10 s
   */
  caughtUp(): Promise<void>;
}

/** The session secret of the test stores: tests sign session tokens of their own with it. */
export const TEST_SESSION_SECRET = 'test-secret-test-secret-test-secret-0123';

/**
 * Starts a store on a fresh database, or on `databaseUrl` to restart one (no demo catalogue;
 * ADMIN_EMAILS = admin@keymart.test), logging to `logger` when given.
 */
export async function startTestStore(
  env: Record<string, string> = {},
  options: { databaseUrl?: string; logger?: Logger } = {},
): Promise<TestStore> {
  const databaseUrl = options.databaseUrl ?? (await createTestDatabase());
  const config = loadConfig({
    DATABASE_URL: databaseUrl,
    PORT: '0',
    SEED_DEMO: 'false',
    ADMIN_EMAILS: 'admin@keymart.test',
    SESSION_SECRET: TEST_SESSION_SECRET,
    DATA_DIR: dataFolderFor(databaseUrl),
    LOG_LEVEL: 'error',
    ...env,
  });
  const running = await startKeyMart(config, {
    authRateLimit: 10_000,
    ...(options.logger ? { logger: options.logger } : {}),
  });
  return testStoreOf(running);
}

/** The test handles of a running store: clients and caughtUp. */
export function testStoreOf(running: RunningKeyMart): TestStore {
  return {
    ...running,
    client: () => new TestClient(running.url),
    async caughtUp() {
      const { rows } = await running.core.pool.query<{ transaction_id: string; position: string }>(
        `SELECT e.transaction_id::text, e.position::text FROM events e
          ORDER BY e.transaction_id DESC, e.position DESC LIMIT 1`,
      );
      const last = rows[0];
      if (!last) return;
      const target = {
        transactionId: BigInt(last.transaction_id),
        position: BigInt(last.position),
      };
      if (!(await running.core.runner.waitFor(target, 10_000)))
        throw new Error('The projections did not catch up within 10 s');
    },
  };
}

/** An HTTP answer: status and parsed JSON body (or text). */
export interface TestResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** A fetch-based client that keeps the session cookie, like a browser would. */
export class TestClient {
  private cookie = '';
  /** The password entered again when a sensitive call asks for it (see confirmsPasswordWhenAsked). */
  private stepUpPassword: string | undefined;

  constructor(readonly baseUrl: string) {}

  /**
   * From now on, a call answered 403 `stepUpRequired` (the sign-in is older than the step-up
   * window, api/auth/session.ts STEP_UP_MINUTES) confirms `password` through POST /api/step-up and
   * is sent once more, as the admin screens' step-up dialog does. For a client that stays signed
   * in across a whole long test file; tests of the step-up itself use a client without it.
   */
  confirmsPasswordWhenAsked(password: string): this {
    this.stepUpPassword = password;
    return this;
  }

  /** A client for another instance of the store, signed in with this client's session. */
  on(baseUrl: string): TestClient {
    const other = new TestClient(baseUrl);
    other.cookie = this.cookie;
    return other;
  }

  async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<TestResponse<T>> {
    const answer = await this.send<T>(method, path, body, headers);
    if (answer.status !== 403 || !this.stepUpPassword || !(answer.body as any)?.stepUpRequired)
      return answer;
    const confirmed = await this.send(
      'POST',
      '/api/step-up',
      { password: this.stepUpPassword },
      {},
    );
    if (confirmed.status !== 200)
      throw new Error(`step-up: ${confirmed.status} ${JSON.stringify(confirmed.body)}`);
    return this.send<T>(method, path, body, headers);
  }

  private async send<T>(
    method: string,
    path: string,
    body: unknown,
    headers: Record<string, string>,
  ): Promise<TestResponse<T>> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0]!;
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  /** A GET of `path` with this client's session, answered as fetch answers it (binary files). */
  fetch(path: string): Promise<Response> {
    return fetch(`${this.baseUrl}${path}`, { headers: this.cookie ? { cookie: this.cookie } : {} });
  }

  get<T = any>(path: string) {
    return this.request<T>('GET', path);
  }
  post<T = any>(path: string, body?: unknown) {
    return this.request<T>('POST', path, body ?? {});
  }
  put<T = any>(path: string, body?: unknown) {
    return this.request<T>('PUT', path, body ?? {});
  }
  delete<T = any>(path: string) {
    return this.request<T>('DELETE', path);
  }

  /** Registers and signs in; returns the user. */
  async register(email: string, password = 'secret123') {
    const response = await this.post('/api/register', {
      email,
      password,
      firstName: 'Test',
      lastName: 'User',
      country: 'usa',
    });
    if (response.status !== 201)
      throw new Error(`register ${email}: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body as { id: number; email: string; isAdmin: boolean; balance: string };
  }
}
