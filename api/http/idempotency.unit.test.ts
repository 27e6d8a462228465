import { describe, expect, it } from 'vitest';
import { callerOf, isRepeatable, requestFingerprint, takesIdempotencyKey } from './idempotency';

describe('requestFingerprint', () => {
  const body = { productId: 3, quantity: 1, couponCode: 'SAVE', nested: { b: [1, 2], a: null } };

  it('is the SHA-256 of the request, whatever the order of the body members', () => {
    const first = requestFingerprint('POST', '/api/purchase', body);
    expect(first).toMatch(/^[0-9a-f]{64}$/);
    const reordered = {
      nested: { a: null, b: [1, 2] },
      couponCode: 'SAVE',
      quantity: 1,
      productId: 3,
    };
    expect(requestFingerprint('post', '/api/purchase', reordered)).toBe(first);
  });

  it('differs with the method, the path, the query or any value of the body', () => {
    const first = requestFingerprint('POST', '/api/purchase', body);
    for (const other of [
      requestFingerprint('PUT', '/api/purchase', body),
      requestFingerprint('POST', '/api/purchases', body),
      requestFingerprint('POST', '/api/purchase?x=1', body),
      requestFingerprint('POST', '/api/purchase', { ...body, quantity: 2 }),
      requestFingerprint('POST', '/api/purchase', { ...body, quantity: '1' }),
      requestFingerprint('POST', '/api/purchase', { ...body, nested: { a: null, b: [2, 1] } }),
    ])
      expect(other).not.toBe(first);
  });

  it('takes a number too large for a double, which JSON reads as Infinity', () => {
    const huge = JSON.parse('{"amount":1e309}') as { amount: number };
    expect(huge.amount).toBe(Infinity);
    const fingerprint = requestFingerprint('POST', '/api/x', huge);
    expect(fingerprint).toMatch(/^[0-9a-f]{64}$/);
    expect(fingerprint).not.toBe(requestFingerprint('POST', '/api/x', { amount: null }));
    expect(fingerprint).not.toBe(requestFingerprint('POST', '/api/x', { amount: -Infinity }));
  });

  it('reads no body as an empty one', () => {
    expect(requestFingerprint('DELETE', '/api/admin/coupons/4', undefined)).toBe(
      requestFingerprint('DELETE', '/api/admin/coupons/4', {}),
    );
  });
});

describe('takesIdempotencyKey', () => {
  it('is every POST, PUT, PATCH and DELETE of a route with a caller', () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE', 'post']) {
      expect(takesIdempotencyKey(method, 'customer')).toBe(true);
      expect(takesIdempotencyKey(method, 'admin')).toBe(true);
      expect(takesIdempotencyKey(method, 'public')).toBe(false);
    }
    for (const method of ['GET', 'HEAD', 'OPTIONS'])
      expect(takesIdempotencyKey(method, 'customer')).toBe(false);
  });
});

describe('callerOf', () => {
  const user = (id: number) => ({ id }) as never;

  it("keeps a customer's keys and an admin's acting as them apart, sealed under the customer's key", () => {
    expect(callerOf({ user: user(7), actor: user(7) })).toEqual({
      id: 'user-7',
      sealKeyId: 'customer-7',
    });
    expect(callerOf({ user: user(7), actor: user(1) })).toEqual({
      id: 'user-7-by-1',
      sealKeyId: 'customer-7',
    });
  });
});

describe('isRepeatable', () => {
  const answer = { status: 201, setsCookie: false, streamed: false };

  it('stores successes and refusals (4xx), not a 5xx, a cookie or a streamed answer', () => {
    for (const status of [200, 201, 204, 400, 404, 409, 422, 499])
      expect(isRepeatable({ ...answer, status }), String(status)).toBe(true);
    for (const status of [500, 503]) expect(isRepeatable({ ...answer, status })).toBe(false);
    expect(isRepeatable({ ...answer, setsCookie: true })).toBe(false);
    expect(isRepeatable({ ...answer, streamed: true })).toBe(false);
  });
});
