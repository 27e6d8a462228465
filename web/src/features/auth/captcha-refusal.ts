/**
 * Reads whether a refused sign-in or registration asks for the captcha (contracts/captcha.ts): a
 * 422 refusing a missing or unusable solution, or a 401 after which the next sign-in needs one;
 * both say `captchaRequired: true` beside their message.
 */
import { ApiError } from '@/lib/api-client';

/** True when `error` is an answer whose JSON body says `captchaRequired: true`. */
export function asksForCaptcha(error: unknown): boolean {
  if (!(error instanceof ApiError) || (error.status !== 401 && error.status !== 422)) return false;
  try {
    return (JSON.parse(error.body) as { captchaRequired?: unknown }).captchaRequired === true;
  } catch {
    return false;
  }
}
