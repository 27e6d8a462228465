import { describe, expect, it } from 'vitest';
import { concerns, decodeNotice, encodeNotice } from './wake-up-notice';

describe('wake-up notices', () => {
  it('carries the sending instance and the appended event types', () => {
    const payload = encodeNotice('a1b2', ['OrderPlaced', 'WalletDebited']);
    expect(decodeNotice(payload)).toEqual({
      instance: 'a1b2',
      eventTypes: ['OrderPlaced', 'WalletDebited'],
    });
  });

  it('says "any type" when no types are known', () => {
    expect(decodeNotice(encodeNotice('a1b2', null))).toEqual({
      instance: 'a1b2',
      eventTypes: null,
    });
  });

  it('falls back to "any type" when the types would not fit under the 8000-byte limit', () => {
    const many = Array.from({ length: 400 }, (_, i) => `SomethingRatherLongHappened${i}`);
    const payload = encodeNotice('a1b2', many);
    expect(Buffer.byteLength(payload)).toBeLessThan(8000);
    expect(decodeNotice(payload)).toEqual({ instance: 'a1b2', eventTypes: null });
  });

  it('keeps types that fit just under the limit, counting bytes rather than characters', () => {
    // Each 'ğ' is two bytes in UTF-8: 3,990 of them are under 8000 characters but 7,980 bytes,
    // over the limit with the rest of the payload.
    const wide = ['ğ'.repeat(3_990)];
    expect(encodeNotice('a1b2', wide).length).toBeLessThan(8000);
    expect(decodeNotice(encodeNotice('a1b2', wide)).eventTypes).toBeNull();
    const fits = ['ğ'.repeat(3_950)];
    expect(Buffer.byteLength(encodeNotice('a1b2', fits))).toBeLessThan(8000);
    expect(decodeNotice(encodeNotice('a1b2', fits)).eventTypes).toEqual(fits);
  });

  it('reads a payload it did not write as an unknown sender of any type', () => {
    for (const payload of [undefined, '', 'not json', '42', 'null', '{"t":"OrderPlaced"}'])
      expect(decodeNotice(payload)).toEqual({ instance: null, eventTypes: null });
    expect(decodeNotice('{"i":"x","t":[1,2]}')).toEqual({ instance: 'x', eventTypes: null });
  });

  it('concerns a subscriber only when the types intersect, or either side is every type', () => {
    expect(concerns(['OrderPlaced'], ['OrderPlaced', 'WalletDebited'])).toBe(true);
    expect(concerns(['AnnouncementPublished'], ['OrderPlaced'])).toBe(false);
    expect(concerns(null, ['OrderPlaced'])).toBe(true);
    expect(concerns(['OrderPlaced'], null)).toBe(true);
    expect(concerns(['OrderPlaced'], [])).toBe(false);
  });
});
