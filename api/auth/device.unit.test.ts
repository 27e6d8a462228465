import { describe, expect, it } from 'vitest';
import { deviceOf } from './device';

describe('deviceOf', () => {
  it('names the browser and operating system of common user agents, without versions', () => {
    expect(
      deviceOf(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      ),
    ).toEqual({ browser: 'Chrome', os: 'Windows' });
    expect(
      deviceOf(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      ),
    ).toEqual({ browser: 'Safari', os: 'iOS' });
    expect(
      deviceOf('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'),
    ).toEqual({ browser: 'Firefox', os: 'Linux' });
  });

  it('says unknown for an absent, blank or unrecognised header, and reads only its start', () => {
    const unknown = { browser: 'Unknown browser', os: 'Unknown OS' };
    expect(deviceOf(undefined)).toEqual(unknown);
    expect(deviceOf('   ')).toEqual(unknown);
    expect(deviceOf('curl/8.5.0')).toEqual(unknown);
    expect(deviceOf(`${'x'.repeat(600)} Chrome/131.0.0.0`)).toEqual(unknown);
  });
});
