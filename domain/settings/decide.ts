/**
 * SetOverdueCompensation: staff choose how an overdue manual order is compensated automatically
 * (contracts/overdue-compensation.ts). The percentage is kept only for a credit.
 * SetVelocityLimits: staff set the store's velocity limits (contracts/velocity-limits.ts).
 */
import {
  CREDIT_PERCENT_MAX,
  CREDIT_PERCENT_MIN,
  PERCENT_RANGE,
  type OverdueCompensation,
} from '../../contracts/overdue-compensation';
import {
  VELOCITY_LIMIT_NAMES,
  velocityLimitsProblem,
  type VelocityLimits,
} from '../../contracts/velocity-limits';
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

/**
 * VelocityLimitsSet with the new limits; nothing when they are the ones in force.
 * @throws validation with the first limit outside its bounds
 */
export function setVelocityLimits(command: VelocityLimits, state: Settings): SettingsEvent[] {
  const problem = velocityLimitsProblem(command);
  if (problem) throw validationError(problem);
  const limits: VelocityLimits = {
    depositsPerHour: command.depositsPerHour,
    claimsPer90Days: command.claimsPer90Days,
    accountsPerAddressPerDay: command.accountsPerAddressPerDay,
  };
  const current = state.velocityLimits;
  if (VELOCITY_LIMIT_NAMES.every((name) => current[name] === limits[name])) return [];
  return [{ type: 'VelocityLimitsSet', data: limits }];
}
