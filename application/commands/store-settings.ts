/**
 * The store settings commands (domain/settings): each loads the settings stream, decides its
 * setting on the settings as they stand, and appends at the loaded version (nothing when the
 * setting is already in force). And the velocity limits in force, read without a lock.
 */
import type { OverdueCompensation } from '../../contracts/overdue-compensation';
import type { VelocityLimits } from '../../contracts/velocity-limits';
import {
  setOverdueCompensation as decideOverdueCompensation,
  setVelocityLimits as decideVelocityLimits,
} from '../../domain/settings/decide';
import { setCaptchaRequirement as decideCaptchaRequirement } from '../../domain/settings/decide-captcha-requirement';
import {
  evolveSettings,
  initialSettings,
  SETTINGS_STREAM,
  type CaptchaRequirement,
  type Settings,
  type SettingsEvent,
} from '../../domain/settings/settings';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/** Runs the settings command `name`: `decide` on the settings as they stand, appended. */
function setStoreSetting<I>(
  deps: CommandDeps,
  name: string,
  decide: (input: I, settings: Settings) => SettingsEvent[],
  input: I,
  context: CommandContext,
) {
  return executeCommand(deps, name, context, async (tx) => {
    const settings = aggregate(
      await tx.load([SETTINGS_STREAM]),
      SETTINGS_STREAM,
      evolveSettings,
      initialSettings,
    );
    return {
      appends: [appendTo(SETTINGS_STREAM, settings.version, decide(input, settings.state))],
      result: undefined,
    };
  });
}

/**
 * SetOverdueCompensation: the automatic compensation of overdue manual orders
 * (OverdueCompensationSet). @throws validation (a credit's percentage)
 */
export const setOverdueCompensation = (
  deps: CommandDeps,
  input: OverdueCompensation,
  context: CommandContext,
) => setStoreSetting(deps, 'SetOverdueCompensation', decideOverdueCompensation, input, context);

/** SetCaptchaRequirement: whether registration and repeated sign-ins need a solved captcha. */
export const setCaptchaRequirement = (
  deps: CommandDeps,
  input: CaptchaRequirement,
  context: CommandContext,
) => setStoreSetting(deps, 'SetCaptchaRequirement', decideCaptchaRequirement, input, context);

/**
 * SetVelocityLimits: the store's velocity limits (contracts/velocity-limits.ts).
 * @throws validation (a limit outside its bounds)
 */
export const setVelocityLimits = (
  deps: CommandDeps,
  input: VelocityLimits,
  context: CommandContext,
) => setStoreSetting(deps, 'SetVelocityLimits', decideVelocityLimits, input, context);

/**
 * The velocity limits in force, read from the settings stream without locking it: the commands
 * that enforce them would otherwise all wait on one stream. A change applies from its commit on.
 */
export async function velocityLimitsInForce(deps: CommandDeps): Promise<VelocityLimits> {
  const streams = await deps.commandRunner.read([SETTINGS_STREAM]);
  return aggregate(streams, SETTINGS_STREAM, evolveSettings, initialSettings).state.velocityLimits;
}
