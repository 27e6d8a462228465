import { describe, it } from 'vitest';
import { PERCENT_RANGE } from '../../contracts/overdue-compensation';
import { DeciderSpecification } from '../../test/support/decider-specification';
import { VELOCITY_LIMITS_OFF, velocityLimitRangeMessage } from '../../contracts/velocity-limits';
import { setOverdueCompensation, setVelocityLimits } from './decide';
import { evolveSettings, initialSettings, type SettingsEvent } from './settings';

const spec = DeciderSpecification.for({
  decide: setOverdueCompensation,
  evolve: evolveSettings,
  initialState: initialSettings,
});
const set = (mode: 'off' | 'cancel_refund' | 'credit', percent: number | null): SettingsEvent => ({
  type: 'OverdueCompensationSet',
  data: { mode, percent },
});

describe('SetOverdueCompensation', () => {
  it('is off until set, then holds the last setting', () => {
    spec.given([]).thenState({ overdueCompensation: { mode: 'off', percent: null } });
    spec
      .given([set('credit', 10), set('cancel_refund', null)])
      .thenState({ overdueCompensation: { mode: 'cancel_refund', percent: null } });
  });

  it('sets a credit with its percentage, and drops a percentage sent with another mode', () => {
    spec
      .given([])
      .when({ mode: 'credit', percent: 15 })
      .then([set('credit', 15)]);
    spec
      .given([set('credit', 15)])
      .when({ mode: 'credit', percent: 20 })
      .then([set('credit', 20)]);
    spec
      .given([set('credit', 15)])
      .when({ mode: 'cancel_refund', percent: 15 })
      .then([set('cancel_refund', null)]);
    spec
      .given([set('cancel_refund', null)])
      .when({ mode: 'off', percent: null })
      .then([set('off', null)]);
  });

  it('changes nothing when the setting is already in force', () => {
    spec.given([]).when({ mode: 'off', percent: null }).then([]);
    spec
      .given([set('credit', 15)])
      .when({ mode: 'credit', percent: 15 })
      .then([]);
  });

  it('refuses a credit without a whole percentage of 1 to 100', () => {
    for (const percent of [0, 101, 2.5, null])
      spec.given([]).when({ mode: 'credit', percent }).thenThrows('validation', PERCENT_RANGE);
  });
});

describe('SetVelocityLimits', () => {
  const velocity = DeciderSpecification.for({
    decide: setVelocityLimits,
    evolve: evolveSettings,
    initialState: initialSettings,
  });
  const limits = { depositsPerHour: 5, claimsPer90Days: 3, accountsPerAddressPerDay: 10 };
  const limitsSet: SettingsEvent = { type: 'VelocityLimitsSet', data: limits };

  it('is off until set, then holds the limits set', () => {
    velocity.given([]).thenState({ velocityLimits: VELOCITY_LIMITS_OFF });
    velocity.given([limitsSet]).thenState({ velocityLimits: limits });
  });

  it('sets the limits, and appends nothing when they are the ones in force', () => {
    velocity.given([]).when(limits).then([limitsSet]);
    velocity
      .given([limitsSet])
      .when({ ...limits })
      .then([]);
    velocity.given([]).when(VELOCITY_LIMITS_OFF).then([]);
  });

  it('refuses a limit outside its bounds, naming it', () => {
    velocity
      .given([])
      .when({ ...limits, depositsPerHour: -1 })
      .thenThrows('validation', velocityLimitRangeMessage('depositsPerHour'));
    velocity
      .given([])
      .when({ ...limits, accountsPerAddressPerDay: 1.5 })
      .thenThrows('validation', velocityLimitRangeMessage('accountsPerAddressPerDay'));
  });
});
