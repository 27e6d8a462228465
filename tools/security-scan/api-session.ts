/**
 * A small fetch client with one session cookie, for setting up a scan's data through the HTTP API
 * outside vitest too (test/support/store.ts's TestClient needs vitest's injected database).
 */
import { SESSION_COOKIE } from '../../api/auth/session';

/** An HTTP answer: status and parsed JSON body (or text). */
export interface ApiAnswer<T = unknown> {
  status: number;
  body: T;
}

/** A signed-in (or visitor) client of one store; keeps the session cookie it is given. */
export class ApiSession {
  private cookie = '';

  constructor(readonly baseUrl: string) {}

  /** The `Cookie` header value of this session (`keymart_session=<jwt>`), or '' for a visitor. */
  get cookieHeader(): string {
    return this.cookie;
  }

  /** The session token alone (the cookie's value), or '' for a visitor. */
  get sessionToken(): string {
    return this.cookie.startsWith(`${SESSION_COOKIE}=`)
      ? this.cookie.slice(SESSION_COOKIE.length + 1)
      : '';
  }

  /**
   * Sends `body` as JSON with the store's own Origin (state-changing calls need it).
   * @returns the status and the parsed body; never throws on an HTTP error status
   */
  async request<T = unknown>(method: string, path: string, body?: unknown): Promise<ApiAnswer<T>> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        origin: new URL(this.baseUrl).origin,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie?.startsWith(`${SESSION_COOKIE}=`)) this.cookie = setCookie.split(';')[0]!;
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: response.status, body: parsed as T };
  }

  /**
   * Like request, but the answer must have status `expected`.
   * @throws Error naming the call, the status and the body otherwise
   */
  async expect<T = unknown>(
    expected: number,
    method: string,
    path: string,
    body?: unknown,
  ): Promise<T> {
    const answer = await this.request<T>(method, path, body);
    if (answer.status !== expected)
      throw new Error(
        `${method} ${path}: expected ${expected}, got ${answer.status} ${JSON.stringify(answer.body)}`,
      );
    return answer.body;
  }
}
