/** HMAC webhook signatures as hex strings, compared in constant time (RFC 2104). */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** The hex HMAC of `payload` with `secret` (sha256 for the sandbox, sha512 for NOWPayments). */
export function hmacHex(algorithm: 'sha256' | 'sha512', secret: string, payload: string | Buffer) {
  return createHmac(algorithm, secret).update(payload).digest('hex');
}

/** Whether `signature` (hex, any case) is the HMAC of `payload`; constant time for equal lengths. */
export function signatureMatches(
  algorithm: 'sha256' | 'sha512',
  secret: string,
  payload: string | Buffer,
  signature: string,
): boolean {
  if (!/^[0-9a-f]+$/i.test(signature)) return false;
  const expected = createHmac(algorithm, secret).update(payload).digest();
  const received = Buffer.from(signature, 'hex');
  return expected.length === received.length && timingSafeEqual(expected, received);
}
