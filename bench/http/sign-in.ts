/** Signs a generated account in through `POST /api/login` for the HTTP benchmarks. */

/**
 * Signs `email` in; returns the request headers that carry its session. `clientIp` goes out as
 * X-Forwarded-For (the store runs with TRUST_PROXY=1), so sign-ins count against one address
 * each, as customers' would, and not against the login rate limit of a single address.
 * @throws Error when the store does not answer 200
 */
export async function signIn(
  storeUrl: string,
  email: string,
  password: string,
  clientIp: string,
): Promise<Record<string, string>> {
  const response = await fetch(new URL('/api/login', storeUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': clientIp },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200)
    throw new Error(`Sign-in of ${email}: ${response.status} ${await response.text()}`);
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!cookie) throw new Error(`Sign-in of ${email} set no session cookie`);
  return { cookie };
}
