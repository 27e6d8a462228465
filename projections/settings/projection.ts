/** The store settings read model: one row (`store_settings`, id 1) once anything is set. */
import type { SettingsEvent } from '../../domain/settings/settings';
import { defineProjection } from '../projection';

export const settingsProjection = defineProjection<SettingsEvent>({
  name: 'settings',
  tables: ['store_settings'],
  writesOnly: true,
  handlers: {
    OverdueCompensationSet: async (client, data, event) => {
      await client.query(
        `INSERT INTO store_settings (id, overdue_compensation_mode, overdue_compensation_percent, updated_at)
         VALUES (1, $1, $2, $3)
         ON CONFLICT (id) DO UPDATE SET overdue_compensation_mode = $1,
           overdue_compensation_percent = $2, updated_at = $3`,
        [data.mode, data.percent, event.recordedAt],
      );
    },
    CaptchaRequirementSet: async (client, data, event) => {
      await client.query(
        `INSERT INTO store_settings (id, captcha_required, updated_at) VALUES (1, $1, $2)
         ON CONFLICT (id) DO UPDATE SET captcha_required = $1, updated_at = $2`,
        [data.required, event.recordedAt],
      );
    },
  },
});
