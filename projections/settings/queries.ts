/** Reads of the store settings read model for the API. */
import type { Queryable } from '../../application/db/pool';
import { CAPTCHA_AFTER_FAILED_SIGN_INS, type CaptchaRequirementDto } from '../../contracts/captcha';
import { VELOCITY_LIMITS_OFF, type VelocityLimits } from '../../contracts/velocity-limits';
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

/** The velocity limits in force as staff see them; every limit off until set. */
export async function findVelocityLimits(db: Queryable): Promise<VelocityLimits> {
  const { rows } = await db.query<VelocityLimits>(
    `SELECT deposits_per_hour AS "depositsPerHour", claims_per_90_days AS "claimsPer90Days",
       accounts_per_address_per_day AS "accountsPerAddressPerDay"
       FROM store_settings WHERE id = 1`,
  );
  return rows[0] ?? VELOCITY_LIMITS_OFF;
}
