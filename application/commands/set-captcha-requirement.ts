/** SetCaptchaRequirement: whether registration and repeated sign-ins need a solved captcha. */
import { setCaptchaRequirement as decideSet } from '../../domain/settings/decide-captcha-requirement';
import {
  evolveSettings,
  initialSettings,
  SETTINGS_STREAM,
  type CaptchaRequirement,
} from '../../domain/settings/settings';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/**
 * Appends CaptchaRequirementSet on the settings stream at its loaded version (nothing when the
 * setting is already in force).
 */
export function setCaptchaRequirement(
  deps: CommandDeps,
  input: CaptchaRequirement,
  context: CommandContext,
) {
  return executeCommand(deps, 'SetCaptchaRequirement', context, async (tx) => {
    const settings = aggregate(
      await tx.load([SETTINGS_STREAM]),
      SETTINGS_STREAM,
      evolveSettings,
      initialSettings,
    );
    return {
      appends: [appendTo(SETTINGS_STREAM, settings.version, decideSet(input, settings.state))],
      result: undefined,
    };
  });
}
