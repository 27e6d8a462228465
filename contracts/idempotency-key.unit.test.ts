import { describe, expect, it } from 'vitest';
import { idempotencyKeyHeaders, optionalIdempotencyKeyHeaders } from './idempotency-key';

const sent = (key: string) => ({ 'idempotency-key': key });

describe('Idempotency-Key', () => {
  it('takes 1 to 255 visible ASCII characters: a UUID, a quoted key, punctuation', () => {
    for (const key of [
      'f81d4fae-7dec-11d0-a765-00a0c91e6bf6',
      '"8e03978e-40d5-43e8-bc93-6894a57f9324"',
      'k',
      '!~#$%&*+-./:;<=>?@[]^_`{|}',
      'k'.repeat(255),
    ])
      expect(optionalIdempotencyKeyHeaders.parse(sent(key))['idempotency-key']).toBe(key);
  });

  it('refuses an empty, blank, spaced, too long, non-ASCII or control key', () => {
    for (const key of ['', ' ', 'a key', 'k'.repeat(256), 'cl\u00e9', 'tab\there', 'nul\u0000'])
      expect(() => optionalIdempotencyKeyHeaders.parse(sent(key)), JSON.stringify(key)).toThrow(
        'The Idempotency-Key header must be 1 to 255 visible ASCII characters',
      );
  });

  it('is optional on every state-changing route, required where a route says', () => {
    expect(optionalIdempotencyKeyHeaders.parse({})['idempotency-key']).toBeUndefined();
    expect(() => idempotencyKeyHeaders.parse({})).toThrow('The Idempotency-Key header is required');
  });
});
