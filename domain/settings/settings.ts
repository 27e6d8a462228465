/**
 * The store settings aggregate (one stream, `settings-store`): what staff decide about the store
 * as a whole, as events: the automatic compensation of a manual order that breaks its delivery
 * promise (contracts/overdue-compensation.ts; docs/specs/admin-area.md section 9's "manual
 * delivery within 15 minutes"), and whether registration and repeated sign-ins need a solved
 * captcha (contracts/captcha.ts).
 */
import {
  OVERDUE_COMPENSATION_OFF,
  type OverdueCompensation,
} from '../../contracts/overdue-compensation';
import type { Event } from '../shared/event';

export type SettingsEvent =
  | Event<'OverdueCompensationSet', OverdueCompensation>
  | Event<'CaptchaRequirementSet', CaptchaRequirement>;

/** Whether every registration, and a sign-in after repeated failures, needs a solved captcha. */
export interface CaptchaRequirement {
  required: boolean;
}

/** The settings as they stand; every setting has its default until someone sets it. */
export interface Settings {
  overdueCompensation: OverdueCompensation;
  /** Off until staff turn it on: clients that follow the specs send no captcha. */
  captchaRequired: boolean;
}

export const initialSettings: Settings = {
  overdueCompensation: OVERDUE_COMPENSATION_OFF,
  captchaRequired: false,
};

/** The one stream of the store's settings. */
export const SETTINGS_STREAM = 'settings-store';

export function evolveSettings(state: Settings, event: SettingsEvent): Settings {
  switch (event.type) {
    case 'OverdueCompensationSet':
      return { ...state, overdueCompensation: event.data };
    case 'CaptchaRequirementSet':
      return { ...state, captchaRequired: event.data.required };
  }
}
