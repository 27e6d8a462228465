/**
 * SetCaptchaRequirement: staff decide whether every registration, and a sign-in after repeated
 * failures, needs a solved proof-of-work captcha (contracts/captcha.ts). Off until set.
 */
import type { CaptchaRequirement, Settings, SettingsEvent } from './settings';

/** CaptchaRequirementSet with the new setting; nothing when it is the one in force. */
export function setCaptchaRequirement(
  command: CaptchaRequirement,
  state: Settings,
): SettingsEvent[] {
  if (state.captchaRequired === command.required) return [];
  return [{ type: 'CaptchaRequirementSet', data: { required: command.required } }];
}
