import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../security/passwords';
import { openPersonal, sealPersonal } from '../security/personal-data';
import { hashRecoveryCode } from '../security/recovery-codes';
import { at, commandTestKit, expectRefusal, NOW, type CommandTestKit } from './command-test-kit';
import { completeTwoFactorSignIn } from './complete-two-factor-sign-in';
import { disableTwoFactor } from './disable-two-factor';
import { enableTwoFactor } from './enable-two-factor';
import { startTwoFactorSetup } from './start-two-factor-setup';

const EMAIL = 'ada@example.com';
const PASSWORD = 'correct horse';
/** RFC 6238 "T" of NOW: whole 30-second periods since the epoch. */
const STEP = Math.floor(NOW.getTime() / 30_000);

/** Registers user 1 with PASSWORD (its fields sealed as registration seals them). */
async function seedUser(kit: CommandTestKit) {
  const personal = await sealPersonal(kit.secrets, 1, {
    email: EMAIL,
    passwordHash: await hashPassword(PASSWORD),
    firstName: 'Ada',
    lastName: 'Lovelace',
    country: 'GB',
  });
  await kit.given('user-1', [{ type: 'UserRegistered', data: { userId: 1, ...personal } }]);
}

/** The secret in an otpauth URL. */
const secretOf = (otpauthUrl: string) => new URL(otpauthUrl).searchParams.get('secret')!;
/** The TOTP code of `secret` at `step` (default: the step of NOW). */
const codeAt = (secret: string, step = STEP) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: step * 30_000 });

/** User 1 with two-factor on: its secret and recovery codes. */
async function withTwoFactor(kit: CommandTestKit) {
  await seedUser(kit);
  const { result } = await startTwoFactorSetup(kit.deps, { userId: 1, email: EMAIL }, at(1));
  const secret = secretOf(result.otpauthUrl);
  const enabled = await enableTwoFactor(
    kit.deps,
    { userId: 1, code: codeAt(secret, STEP - 1) },
    at(1),
  );
  await kit.appended();
  return { secret, recoveryCodes: enabled.result.recoveryCodes };
}

describe('StartTwoFactorSetup', () => {
  it('appends a new secret sealed under the customer’s key and answers its otpauth URL', async () => {
    const kit = commandTestKit();
    await seedUser(kit);
    const { result } = await startTwoFactorSetup(kit.deps, { userId: 1, email: EMAIL }, at(1));
    const url = new URL(result.otpauthUrl);
    expect(url.searchParams.get('issuer')).toBe('KeyMart');
    expect(decodeURIComponent(url.pathname)).toBe(`/KeyMart:${EMAIL}`);
    const [[stream, type, data]] = (await kit.appended()) as [[string, string, { secret: string }]];
    expect([stream, type]).toEqual(['user-1', 'TwoFactorSetupStarted']);
    expect(data.secret).toMatch(/^enc:v1:customer-1:/);
    expect((await openPersonal(kit.secrets, data)).secret).toBe(secretOf(result.otpauthUrl));
  });

  it('refuses when two-factor sign-in is on', async () => {
    const kit = commandTestKit();
    await withTwoFactor(kit);
    await expectRefusal(
      startTwoFactorSetup(kit.deps, { userId: 1, email: EMAIL }, at(1)),
      'conflict',
      'Two-factor sign-in is already on',
    );
  });
});

describe('EnableTwoFactor', () => {
  it('turns it on with a code of the latest pending secret and answers ten recovery codes, appending only their hashes', async () => {
    const kit = commandTestKit();
    await seedUser(kit);
    const first = await startTwoFactorSetup(kit.deps, { userId: 1, email: EMAIL }, at(1));
    const second = await startTwoFactorSetup(kit.deps, { userId: 1, email: EMAIL }, at(1));
    await kit.appended();
    const stale = codeAt(secretOf(first.result.otpauthUrl));
    const current = codeAt(secretOf(second.result.otpauthUrl));
    if (stale !== current)
      await expectRefusal(
        enableTwoFactor(kit.deps, { userId: 1, code: stale }, at(1)),
        'rule',
        'Invalid two-factor code',
      );
    const { result } = await enableTwoFactor(kit.deps, { userId: 1, code: current }, at(1));
    expect(result.recoveryCodes).toHaveLength(10);
    expect(await kit.appended()).toEqual([
      [
        'user-1',
        'TwoFactorEnabled',
        { recoveryCodeHashes: result.recoveryCodes.map(hashRecoveryCode) },
      ],
      ['user-1', 'TwoFactorCodeAccepted', { timeStep: STEP }],
    ]);
  });

  it('refuses a recovery-shaped code and a setup that was never started', async () => {
    const kit = commandTestKit();
    await seedUser(kit);
    await expectRefusal(
      enableTwoFactor(kit.deps, { userId: 1, code: '123456' }, at(1)),
      'conflict',
      'No two-factor setup in progress: start it again',
    );
    await startTwoFactorSetup(kit.deps, { userId: 1, email: EMAIL }, at(1));
    await expectRefusal(
      enableTwoFactor(kit.deps, { userId: 1, code: 'abcde-fghjk' }, at(1)),
      'rule',
      'Invalid two-factor code',
    );
  });
});

describe('CompleteTwoFactorSignIn', () => {
  it('accepts a TOTP code once: the same step, or an earlier one, is refused afterwards', async () => {
    const kit = commandTestKit();
    const { secret } = await withTwoFactor(kit);
    await completeTwoFactorSignIn(kit.deps, { userId: 1, code: codeAt(secret) }, at(1));
    expect(await kit.appended()).toEqual([['user-1', 'TwoFactorCodeAccepted', { timeStep: STEP }]]);
    for (const step of [STEP, STEP - 1])
      await expectRefusal(
        completeTwoFactorSignIn(kit.deps, { userId: 1, code: codeAt(secret, step) }, at(1)),
        'rule',
        'Invalid two-factor code',
      );
    await completeTwoFactorSignIn(kit.deps, { userId: 1, code: codeAt(secret, STEP + 1) }, at(1));
    expect(await kit.appended()).toEqual([
      ['user-1', 'TwoFactorCodeAccepted', { timeStep: STEP + 1 }],
    ]);
  });

  it('accepts a recovery code once, however it is typed', async () => {
    const kit = commandTestKit();
    const { recoveryCodes } = await withTwoFactor(kit);
    const code = recoveryCodes[3]!;
    await completeTwoFactorSignIn(kit.deps, { userId: 1, code: code.toUpperCase() }, at(1));
    expect(await kit.appended()).toEqual([
      ['user-1', 'RecoveryCodeUsed', { codeHash: hashRecoveryCode(code) }],
    ]);
    await expectRefusal(
      completeTwoFactorSignIn(kit.deps, { userId: 1, code }, at(1)),
      'rule',
      'Invalid two-factor code',
    );
  });

  it('retries after a concurrent sign-in spent the same step, and is then refused', async () => {
    const kit = commandTestKit();
    const { secret } = await withTwoFactor(kit);
    kit.interleave('user-1', [{ type: 'TwoFactorCodeAccepted', data: { timeStep: STEP } }]);
    await expectRefusal(
      completeTwoFactorSignIn(kit.deps, { userId: 1, code: codeAt(secret) }, at(1)),
      'rule',
      'Invalid two-factor code',
    );
    expect(kit.retries).toEqual(['CompleteTwoFactorSignIn']);
  });
});

describe('DisableTwoFactor', () => {
  it('turns it off with the password and a code, refusing a wrong password or code first', async () => {
    const kit = commandTestKit();
    const { secret, recoveryCodes } = await withTwoFactor(kit);
    await expectRefusal(
      disableTwoFactor(kit.deps, { userId: 1, password: 'wrong', code: codeAt(secret) }, at(1)),
      'rule',
      'Password is incorrect',
    );
    await expectRefusal(
      disableTwoFactor(kit.deps, { userId: 1, password: PASSWORD, code: 'zzzzz-zzzzz' }, at(1)),
      'rule',
      'Invalid two-factor code',
    );
    await disableTwoFactor(
      kit.deps,
      { userId: 1, password: PASSWORD, code: recoveryCodes[0]! },
      at(1),
    );
    expect((await kit.appended()).map(([, type]) => type)).toEqual([
      'RecoveryCodeUsed',
      'TwoFactorDisabled',
    ]);
    await expectRefusal(
      disableTwoFactor(kit.deps, { userId: 1, password: PASSWORD, code: codeAt(secret) }, at(1)),
      'conflict',
      'Two-factor sign-in is not on',
    );
  });
});
