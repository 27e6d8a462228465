/** Reads of the store settings read model for the API. */
import type { Queryable } from '../../application/db/pool';
import {
  CAPTCHA_AFTER_FAILED_SIGN_INS,
  type CaptchaRequirementDto,
} from '../../contracts/captcha';
import {
  OVERDUE_COMPENSATION_OFF,
  type OverdueCompensationDto,
  type OverdueCompensationMode,
} from '../../contracts/overdue-compensation';

/** The automatic compensation of overdue manual orders; off until staff set it. */
export async function findOverdueCompensation(db: Queryable): Promise<OverdueCompensationDto> {
  const { rows } = await db.query<{ mode: OverdueCompensationMode; percent: number | null }>(
    `SELECT overdue_compensation_mode AS mode, overdue_compensation_percent AS percent
       FROM store_settings WHERE id = 1`,
  );
  return rows[0] ?? OVERDUE_COMPENSATION_OFF;
}

/** Whether registration and repeated sign-ins need a solved captcha; off until staff set it. */
export async function findCaptchaRequirement(db: Queryable): Promise<CaptchaRequirementDto> {
  const { rows } = await db.query<{ required: boolean }>(
    'SELECT captcha_required AS required FROM store_settings WHERE id = 1',
  );
  return {
    required: rows[0]?.required ?? false,
    signInAfterFailures: CAPTCHA_AFTER_FAILED_SIGN_INS,
  };
}
