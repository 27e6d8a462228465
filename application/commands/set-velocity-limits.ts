/** SetVelocityLimits: the store's velocity limits (contracts/velocity-limits.ts). */
import type { VelocityLimits } from '../../contracts/velocity-limits';
import { setVelocityLimits as decideSet } from '../../domain/settings/decide';
import { evolveSettings, initialSettings, SETTINGS_STREAM } from '../../domain/settings/settings';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/**
 * Appends VelocityLimitsSet on the settings stream at its loaded version (nothing when the
 * limits are already in force). @throws validation (a limit outside its bounds)
 */
export function setVelocityLimits(
  deps: CommandDeps,
  input: VelocityLimits,
  context: CommandContext,
) {
  return executeCommand(deps, 'SetVelocityLimits', context, async (tx) => {
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

/**
 * The velocity limits in force, read from the settings stream without locking it: the commands
 * that enforce them would otherwise all wait on one stream. A change applies from its commit on.
 */
export async function velocityLimitsInForce(deps: CommandDeps): Promise<VelocityLimits> {
  const streams = await deps.commandRunner.read([SETTINGS_STREAM]);
  return aggregate(streams, SETTINGS_STREAM, evolveSettings, initialSettings).state.velocityLimits;
}
