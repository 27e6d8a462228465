import { describe, it } from 'vitest';
import { DeciderSpecification } from '../../test/support/decider-specification';
import { setCaptchaRequirement } from './decide-captcha-requirement';
import { evolveSettings, initialSettings, type SettingsEvent } from './settings';

const spec = DeciderSpecification.for({
  decide: setCaptchaRequirement,
  evolve: evolveSettings,
  initialState: initialSettings,
});
const set = (required: boolean): SettingsEvent => ({
  type: 'CaptchaRequirementSet',
  data: { required },
});

describe('SetCaptchaRequirement', () => {
  it('is off until set, then holds the last setting', () => {
    spec.given([]).thenState({ captchaRequired: false });
    spec.given([set(true)]).thenState({ captchaRequired: true });
    spec.given([set(true), set(false)]).thenState({ captchaRequired: false });
  });

  it('turns the captcha on and off', () => {
    spec
      .given([])
      .when({ required: true })
      .then([set(true)]);
    spec
      .given([set(true)])
      .when({ required: false })
      .then([set(false)]);
  });

  it('changes nothing when the setting is already in force', () => {
    spec.given([]).when({ required: false }).then([]);
    spec
      .given([set(true)])
      .when({ required: true })
      .then([]);
  });

  it('leaves the overdue compensation as it stands', () => {
    spec
      .given([{ type: 'OverdueCompensationSet', data: { mode: 'credit', percent: 10 } }, set(true)])
      .thenState({ overdueCompensation: { mode: 'credit', percent: 10 }, captchaRequired: true });
  });
});
