import { describe, expect, it } from 'vitest';
import { base64Payload } from './data-url';

describe('base64Payload', () => {
  it('reads the payload of a base64 data URL, with parameters and wrapped lines', () => {
    expect(base64Payload('data:image/png;base64,iVBORw0KGgo=')).toBe('iVBORw0KGgo=');
    expect(base64Payload('data:image/png;name=a.png;base64,AAAA\nBBBB')).toBe('AAAA\nBBBB');
    expect(base64Payload('data:;base64,AA==')).toBe('AA==');
  });

  it('refuses what is not a non-empty base64 data URL', () => {
    expect(base64Payload('not a data url')).toBeNull();
    expect(base64Payload('data:image/png,plain')).toBeNull();
    expect(base64Payload('data:image/png;base64,')).toBeNull();
    expect(base64Payload('data:image/png;base64,AAAA*AAAA')).toBeNull();
    expect(base64Payload(`data:image/png;${'x'.repeat(400)};base64,AAAA`)).toBeNull();
  });

  it('reads a payload of tens of megabytes, and refuses one with a bad character at its end', () => {
    const payload = 'A'.repeat(40 * 1024 * 1024);
    expect(base64Payload(`data:image/png;base64,${payload}`)).toHaveLength(payload.length);
    expect(base64Payload(`data:image/png;base64,${payload}!`)).toBeNull();
  });
});
