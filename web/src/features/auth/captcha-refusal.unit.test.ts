import { describe, expect, it } from 'vitest';
import { CAPTCHA_REQUIRED } from '@contracts/captcha';
import { ApiError } from '@/lib/api-client';
import { asksForCaptcha } from './captcha-refusal';

const answer = (status: number, body: unknown) =>
  new ApiError(status, 'Refused', typeof body === 'string' ? body : JSON.stringify(body));

describe('asksForCaptcha', () => {
  it('reads captchaRequired on a 422 or a 401', () => {
    expect(asksForCaptcha(answer(422, { message: CAPTCHA_REQUIRED, captchaRequired: true }))).toBe(
      true,
    );
    expect(
      asksForCaptcha(answer(401, { message: 'Invalid email or password', captchaRequired: true })),
    ).toBe(true);
  });

  it('is false for other refusals, other statuses and bodies that are not JSON', () => {
    expect(asksForCaptcha(answer(401, { message: 'Invalid email or password' }))).toBe(false);
    expect(asksForCaptcha(answer(409, { message: 'Taken', captchaRequired: true }))).toBe(false);
    expect(asksForCaptcha(answer(422, '<html>'))).toBe(false);
    expect(asksForCaptcha(new TypeError('Failed to fetch'))).toBe(false);
  });
});
