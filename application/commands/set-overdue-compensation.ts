/** SetOverdueCompensation: the store's automatic compensation of overdue manual orders. */
import type { OverdueCompensation } from '../../contracts/overdue-compensation';
import { setOverdueCompensation as decideSet } from '../../domain/settings/decide';
import { evolveSettings, initialSettings, SETTINGS_STREAM } from '../../domain/settings/settings';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

/**
 * Appends OverdueCompensationSet on the settings stream at its loaded version (nothing when the
 * setting is already in force). @throws validation (a credit's percentage)
 */
export function setOverdueCompensation(
  deps: CommandDeps,
  input: OverdueCompensation,
  context: CommandContext,
) {
  return executeCommand(deps, 'SetOverdueCompensation', context, async (tx) => {
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
