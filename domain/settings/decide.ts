/**
 * SetOverdueCompensation: staff choose how an overdue manual order is compensated automatically
 * (contracts/overdue-compensation.ts). The percentage is kept only for a credit.
 */
import {
  CREDIT_PERCENT_MAX,
  CREDIT_PERCENT_MIN,
  PERCENT_RANGE,
  type OverdueCompensation,
} from '../../contracts/overdue-compensation';
import { validationError } from '../shared/errors';
import type { Settings, SettingsEvent } from './settings';

/**
 * OverdueCompensationSet with the new setting; nothing when it is the one in force.
 * @throws validation for a credit without a whole percentage of 1-100
 */
export function setOverdueCompensation(
  command: OverdueCompensation,
  state: Settings,
): SettingsEvent[] {
  const percent = command.mode === 'credit' ? command.percent : null;
  if (
    command.mode === 'credit' &&
    (percent === null ||
      !Number.isInteger(percent) ||
      percent < CREDIT_PERCENT_MIN ||
      percent > CREDIT_PERCENT_MAX)
  )
    throw validationError(PERCENT_RANGE);
  const current = state.overdueCompensation;
  if (current.mode === command.mode && current.percent === percent) return [];
  return [{ type: 'OverdueCompensationSet', data: { mode: command.mode, percent } }];
}
