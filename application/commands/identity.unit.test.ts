import { describe, expect, it } from 'vitest';
import { linkTokenHash } from '../security/link-tokens';
import { verifyPassword } from '../security/passwords';
import { emailReservationStreams, openPersonal, sealPersonal } from '../security/personal-data';
import { customerKeyId, ShreddedKeyError } from '../security/secret-box';
import { RESET_LINK_INVALID } from '../../domain/identity/decide-password-reset';
import { VERIFICATION_LINK_INVALID } from '../../domain/identity/decide-email-verification';
import { changePassword } from './change-password';
import { at, commandTestKit, expectRefusal, NOW, type CommandTestKit } from './command-test-kit';
import { completePasswordReset } from './complete-password-reset';
import { endImpersonation } from './end-impersonation';
import { erasePersonalData } from './erase-personal-data';
import { grantAdmin } from './grant-admin';
import { registerUser } from './register-user';
import { requestEmailVerification } from './request-email-verification';
import { requestPasswordReset } from './request-password-reset';
import { startImpersonation } from './start-impersonation';
import { updateProfile } from './update-profile';
import { verifyEmail } from './verify-email';

const ADMIN_EMAIL = 'boss@keymart.test';
const person = (email: string) => ({
  email,
  password: 'correct horse',
  firstName: 'Ada',
  lastName: 'Lovelace',
  country: 'GB',
});
const register = (kit: CommandTestKit, email: string) =>
  registerUser(
    { ...kit.deps, adminEmails: [ADMIN_EMAIL], storeTimeZone: 'UTC' },
    person(email),
    at(null),
  );

/**
 * Appends what registering `email` appends, with a placeholder for the password hash (scrypt
 * is slow on purpose): for the tests of commands on a registered user. Answers the sealed fields.
 */
async function seedUser(kit: CommandTestKit, email: string) {
  const userId = await kit.runner.nextId('user_ids');
  const personal = await sealPersonal(kit.secrets, userId, {
    email,
    passwordHash: 'not checked',
    firstName: 'Ada',
    lastName: 'Lovelace',
    country: 'GB',
  });
  const { indexed } = await emailReservationStreams(kit.secrets, email);
  await kit.given(indexed, [{ type: 'ValueReserved', data: { owner: `user-${userId}` } }]);
  await kit.given(`user-${userId}`, [
    { type: 'UserRegistered', data: { userId, ...personal } },
    ...(email === ADMIN_EMAIL ? [{ type: 'AdminGranted', data: { grantedBy: null } }] : []),
  ]);
  return personal;
}

/** The events of user `userId`'s stream. */
async function userEvents(kit: CommandTestKit, userId: number) {
  const stream = (await kit.store.read([`user-${userId}`])).get(`user-${userId}`)!;
  return stream.events;
}

describe('RegisterUser', () => {
  it('registers with the personal fields sealed under the customer’s key, reserves the e-mail by its blind index and issues a verification link', async () => {
    const kit = commandTestKit();
    const outcome = await register(kit, ' Ada@Example.COM ');
    expect(outcome.result).toEqual({ userId: 1 });
    const appended = await kit.appended();
    const index = await kit.secrets.emailIndex('ada@example.com');
    const link = appended[2]![2] as { verificationId: string; tokenHash: string };
    expect(appended.map(([stream, type]) => [stream, type])).toEqual([
      [`reservation-email-${index}`, 'ValueReserved'],
      ['user-1', 'UserRegistered'],
      ['user-1', 'EmailVerificationRequested'],
      [`reservation-email-verification-${link.tokenHash}`, 'ValueReserved'],
    ]);
    // Only the hash of the token derived from the link's id is kept.
    const token = await kit.secrets.linkToken('email-verification', link.verificationId);
    expect(link.tokenHash).toBe(linkTokenHash(token));
    expect(JSON.stringify(appended)).not.toContain(token);
    const data = appended[1]![2] as Record<string, string>;
    for (const field of ['email', 'passwordHash', 'firstName', 'lastName', 'country'])
      expect(data[field]).toMatch(/^enc:v1:customer-1:/);
    const opened = await openPersonal(kit.secrets, data);
    expect(opened).toMatchObject({
      userId: 1,
      email: 'ada@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      country: 'GB',
    });
    expect(await verifyPassword('correct horse', opened.passwordHash!)).toBe(true);
  });

  it('grants the admin role to an address in ADMIN_EMAILS', async () => {
    const kit = commandTestKit();
    await register(kit, ADMIN_EMAIL);
    expect(
      (await kit.appended()).map(([, type, data]) => [type, type === 'AdminGranted' ? data : null]),
    ).toEqual([
      ['ValueReserved', null],
      ['UserRegistered', null],
      ['EmailVerificationRequested', null],
      ['AdminGranted', { grantedBy: null }],
      ['ValueReserved', null],
    ]);
  });

  it('refuses an e-mail taken, also by a registration kept under the plain address', async () => {
    const kit = commandTestKit();
    await register(kit, 'ada@example.com');
    await expectRefusal(register(kit, 'ADA@example.com'), 'conflict', 'Email already registered');
    await kit.given('reservation-email-old@example.com', [
      { type: 'ValueReserved', data: { owner: 'user-77' } },
    ]);
    await expectRefusal(register(kit, 'old@example.com'), 'conflict', 'Email already registered');
  });

  it('retries when a twin registration takes the e-mail concurrently, and is then refused', async () => {
    const kit = commandTestKit();
    const index = await kit.secrets.emailIndex('ada@example.com');
    kit.interleave(`reservation-email-${index}`, [
      { type: 'ValueReserved', data: { owner: 'user-9' } },
    ]);
    await expectRefusal(register(kit, 'ada@example.com'), 'conflict', 'Email already registered');
    expect(kit.retries).toEqual(['RegisterUser']);
  });
});

describe('ChangePassword', () => {
  it('replaces the hash, sealed, after checking the current password', async () => {
    const kit = commandTestKit();
    await register(kit, 'ada@example.com');
    await kit.appended();
    await changePassword(
      kit.deps,
      { userId: 1, currentPassword: 'correct horse', newPassword: 'battery staple' },
      at(1),
    );
    const [stream, type, data] = (await kit.appended())[0]!;
    expect([stream, type]).toEqual(['user-1', 'PasswordChanged']);
    const { passwordHash } = await openPersonal(kit.secrets, data as { passwordHash: string });
    expect(await verifyPassword('battery staple', passwordHash)).toBe(true);
  });

  it('refuses a wrong current password and an unknown user', async () => {
    const kit = commandTestKit();
    await register(kit, 'ada@example.com');
    await expectRefusal(
      changePassword(kit.deps, { userId: 1, currentPassword: 'wrong', newPassword: 'x' }, at(1)),
      'rule',
      'Current password is incorrect',
    );
    await expectRefusal(
      changePassword(kit.deps, { userId: 2, currentPassword: 'x', newPassword: 'y' }, at(2)),
      'not_found',
      'User not found',
    );
  });

  it('retries after a concurrent profile update', async () => {
    const kit = commandTestKit();
    await register(kit, 'ada@example.com');
    kit.interleave('user-1', [
      { type: 'ProfileUpdated', data: { firstName: 'A', lastName: 'L', country: 'FR' } },
    ]);
    await changePassword(
      kit.deps,
      { userId: 1, currentPassword: 'correct horse', newPassword: 'new' },
      at(1),
    );
    expect(kit.retries).toEqual(['ChangePassword']);
    expect((await userEvents(kit, 1)).map((event) => event.type)).toEqual([
      'UserRegistered',
      'EmailVerificationRequested',
      'ProfileUpdated',
      'PasswordChanged',
    ]);
  });
});

describe('UpdateProfile', () => {
  it('appends the sealed fields when they change, nothing when they are the same', async () => {
    const kit = commandTestKit();
    await seedUser(kit, 'ada@example.com');
    await kit.appended();
    await updateProfile(
      kit.deps,
      { userId: 1, firstName: 'Augusta', lastName: 'King', country: 'GB' },
      at(1),
    );
    const [, type, data] = (await kit.appended())[0]!;
    expect(type).toBe('ProfileUpdated');
    expect(data.firstName).toMatch(/^enc:v1:customer-1:/);
    expect(await openPersonal(kit.secrets, data)).toEqual({
      firstName: 'Augusta',
      lastName: 'King',
      country: 'GB',
    });
    const again = await updateProfile(
      kit.deps,
      { userId: 1, firstName: 'Augusta', lastName: 'King', country: 'GB' },
      at(1),
    );
    expect(again.eventTypes).toBeNull();
    await expectRefusal(
      updateProfile(kit.deps, { userId: 5, firstName: 'A', lastName: 'B', country: 'C' }, at(5)),
      'not_found',
      'User not found',
    );
  });

  it('retries after a concurrent identical update and then has nothing to do', async () => {
    const kit = commandTestKit();
    await seedUser(kit, 'ada@example.com');
    const sealed = async (value: string) => kit.secrets.seal(value, customerKeyId(1));
    kit.interleave('user-1', [
      {
        type: 'ProfileUpdated',
        data: {
          firstName: await sealed('Augusta'),
          lastName: await sealed('King'),
          country: await sealed('GB'),
        },
      },
    ]);
    const outcome = await updateProfile(
      kit.deps,
      { userId: 1, firstName: 'Augusta', lastName: 'King', country: 'GB' },
      at(1),
    );
    expect(kit.retries).toEqual(['UpdateProfile']);
    expect(outcome.eventTypes).toBeNull();
  });
});

describe('GrantAdmin', () => {
  it('grants once, naming who granted it, and reports whether it changed anything', async () => {
    const kit = commandTestKit();
    await seedUser(kit, 'ada@example.com');
    await kit.appended();
    expect((await grantAdmin(kit.deps, { userId: 1 }, at(9))).result).toEqual({ changed: true });
    expect(await kit.appended()).toEqual([['user-1', 'AdminGranted', { grantedBy: 9 }]]);
    expect((await grantAdmin(kit.deps, { userId: 1 }, at(9))).result).toEqual({ changed: false });
    await expectRefusal(grantAdmin(kit.deps, { userId: 2 }, at(9)), 'not_found', 'User not found');
  });

  it('retries after a concurrent grant and then changes nothing', async () => {
    const kit = commandTestKit();
    await seedUser(kit, 'ada@example.com');
    kit.interleave('user-1', [{ type: 'AdminGranted', data: { grantedBy: null } }]);
    expect((await grantAdmin(kit.deps, { userId: 1 }, at(9))).result).toEqual({ changed: false });
    expect(kit.retries).toEqual(['GrantAdmin']);
  });
});

describe('StartImpersonation and EndImpersonation', () => {
  it('records on the admin’s stream that they act as the customer, and that they stopped', async () => {
    const kit = commandTestKit();
    await seedUser(kit, ADMIN_EMAIL);
    await seedUser(kit, 'ada@example.com');
    await kit.appended();
    await startImpersonation(kit.deps, { adminId: 1, userId: 2 }, at(1));
    await endImpersonation(kit.deps, { adminId: 1, userId: 2 }, at(1, { onBehalfOf: 2 }));
    expect(await kit.appended()).toEqual([
      ['user-1', 'ImpersonationStarted', { userId: 2 }],
      ['user-1', 'ImpersonationEnded', { userId: 2 }],
    ]);
    const ended = (await userEvents(kit, 1)).at(-1)!;
    expect(ended.metadata).toMatchObject({ actorId: 1, onBehalfOf: 2 });
  });

  it('refuses a non-admin, an unknown target and an admin target', async () => {
    const kit = commandTestKit();
    await seedUser(kit, ADMIN_EMAIL);
    await seedUser(kit, 'ada@example.com');
    await expectRefusal(
      startImpersonation(kit.deps, { adminId: 2, userId: 1 }, at(2)),
      'forbidden',
      'Administrator access required',
    );
    await expectRefusal(
      startImpersonation(kit.deps, { adminId: 1, userId: 3 }, at(1)),
      'not_found',
      'User not found',
    );
    await grantAdmin(kit.deps, { userId: 2 }, at(1));
    await expectRefusal(
      startImpersonation(kit.deps, { adminId: 1, userId: 2 }, at(1)),
      'forbidden',
      'Administrators cannot be impersonated',
    );
    await expectRefusal(
      endImpersonation(kit.deps, { adminId: 3, userId: 2 }, at(3)),
      'not_found',
      'User not found',
    );
  });

  it('retries when the target becomes an admin concurrently, and is then refused', async () => {
    const kit = commandTestKit();
    await seedUser(kit, ADMIN_EMAIL);
    await seedUser(kit, 'ada@example.com');
    kit.interleave('user-2', [{ type: 'AdminGranted', data: { grantedBy: 1 } }]);
    await expectRefusal(
      startImpersonation(kit.deps, { adminId: 1, userId: 2 }, at(1)),
      'forbidden',
      'Administrators cannot be impersonated',
    );
    expect(kit.retries).toEqual(['StartImpersonation']);
    kit.interleave('user-1', [{ type: 'ImpersonationStarted', data: { userId: 2 } }]);
    await endImpersonation(kit.deps, { adminId: 1, userId: 2 }, at(1));
    expect(kit.retries).toEqual(['StartImpersonation', 'EndImpersonation']);
  });
});

describe('ErasePersonalData', () => {
  it('erases, frees the e-mail and shreds the customer’s key; erasing again changes nothing', async () => {
    const kit = commandTestKit();
    const registered = await seedUser(kit, 'ada@example.com');
    const outcome = await erasePersonalData(kit.deps, { userId: 1 }, at(9));
    expect(outcome.result).toEqual({ erased: true });
    const index = await kit.secrets.emailIndex('ada@example.com');
    expect(await kit.appended()).toEqual([
      ['user-1', 'PersonalDataErased', { erasedBy: 9 }],
      [`reservation-email-${index}`, 'ValueReleased', { owner: 'user-1' }],
    ]);
    await expect(kit.secrets.open(registered.email)).rejects.toBeInstanceOf(ShreddedKeyError);
    expect((await erasePersonalData(kit.deps, { userId: 1 }, at(9))).result).toEqual({
      erased: false,
    });
    expect((await register(kit, 'ada@example.com')).result).toEqual({ userId: 2 });
  });

  it('refuses an unknown user and an administrator', async () => {
    const kit = commandTestKit();
    await expectRefusal(
      erasePersonalData(kit.deps, { userId: 1 }, at(9)),
      'not_found',
      'User not found',
    );
    await seedUser(kit, ADMIN_EMAIL);
    await expectRefusal(
      erasePersonalData(kit.deps, { userId: 1 }, at(9)),
      'forbidden',
      'Administrator accounts cannot be erased',
    );
  });

  it('retries after a concurrent password change', async () => {
    const kit = commandTestKit();
    await seedUser(kit, 'ada@example.com');
    kit.interleave('user-1', [{ type: 'PasswordChanged', data: { passwordHash: 'x' } }]);
    expect((await erasePersonalData(kit.deps, { userId: 1 }, at(9))).result).toEqual({
      erased: true,
    });
    expect(kit.retries).toEqual(['ErasePersonalData']);
  });
});

/** The token of the link an appended request event names (what the mail worker puts in the mail). */
const tokenOf = (kit: CommandTestKit, purpose: string, data: Record<string, unknown>) =>
  kit.secrets.linkToken(purpose, String(data.resetId ?? data.verificationId));

describe('RequestPasswordReset and CompletePasswordReset', () => {
  const ask = (kit: CommandTestKit, email: string, extra = {}) =>
    requestPasswordReset(kit.deps, { email, validMinutes: 30 }, at(null, extra));

  it('issues a link to a known address, keeping only its token’s hash, valid 30 minutes', async () => {
    const kit = commandTestKit();
    await seedUser(kit, 'ada@example.com');
    expect((await ask(kit, ' ADA@example.com ')).result).toEqual({ issued: true });
    const [request, reservation] = await kit.appended();
    const token = await tokenOf(kit, 'password-reset', request![2]);
    expect(request).toEqual([
      'user-1',
      'PasswordResetRequested',
      {
        resetId: expect.any(String),
        tokenHash: linkTokenHash(token),
        expiresAt: '2026-03-01T12:30:00.000Z',
      },
    ]);
    expect(reservation).toEqual([
      `reservation-password-reset-${linkTokenHash(token)}`,
      'ValueReserved',
      { owner: 'user-1' },
    ]);
  });

  it('appends nothing for an unknown address or an erased account', async () => {
    const kit = commandTestKit();
    expect((await ask(kit, 'nobody@example.com')).result).toEqual({ issued: false });
    await seedUser(kit, 'ada@example.com');
    await erasePersonalData(kit.deps, { userId: 1 }, at(9));
    await kit.appended();
    expect((await ask(kit, 'ada@example.com')).result).toEqual({ issued: false });
    expect(await kit.appended()).toEqual([]);
  });

  it('sets the new password, sealed, through the link once', async () => {
    const kit = commandTestKit();
    await seedUser(kit, 'ada@example.com');
    await ask(kit, 'ada@example.com');
    const token = await tokenOf(kit, 'password-reset', (await kit.appended())[0]![2]);
    const reset = { token, newPassword: 'battery staple' };
    expect((await completePasswordReset(kit.deps, reset, at(null))).result).toEqual({ userId: 1 });
    const [[stream, type, data]] = (await kit.appended()) as [[string, string, never]];
    expect([stream, type]).toEqual(['user-1', 'PasswordResetCompleted']);
    const { passwordHash } = await openPersonal(kit.secrets, data as { passwordHash: string });
    expect(await verifyPassword('battery staple', passwordHash)).toBe(true);
    await expectRefusal(
      completePasswordReset(kit.deps, reset, at(null)),
      'rule',
      RESET_LINK_INVALID,
    );
  });

  it('refuses an expired link, one replaced by a newer request, and an unknown token', async () => {
    const kit = commandTestKit();
    await seedUser(kit, 'ada@example.com');
    await ask(kit, 'ada@example.com');
    const first = await tokenOf(kit, 'password-reset', (await kit.appended())[0]![2]);
    const later = (minutes: number) =>
      at(null, { now: new Date(NOW.getTime() + minutes * 60_000) });
    const reset = (token: string) => ({ token, newPassword: 'battery staple' });
    await expectRefusal(
      completePasswordReset(kit.deps, reset(first), later(30)),
      'rule',
      RESET_LINK_INVALID,
    );
    await ask(kit, 'ada@example.com');
    const second = await tokenOf(kit, 'password-reset', (await kit.appended())[0]![2]);
    await expectRefusal(
      completePasswordReset(kit.deps, reset(first), later(1)),
      'rule',
      RESET_LINK_INVALID,
    );
    await expectRefusal(
      completePasswordReset(kit.deps, reset('x'.repeat(43)), at(null)),
      'rule',
      RESET_LINK_INVALID,
    );
    await completePasswordReset(kit.deps, reset(second), later(29));
    expect((await kit.appended()).map(([, type]) => type)).toEqual(['PasswordResetCompleted']);
  });
});

describe('VerifyEmail and RequestEmailVerification', () => {
  it('verifies the address through the link mailed at registration; opening it again changes nothing', async () => {
    const kit = commandTestKit();
    await register(kit, 'ada@example.com');
    const token = await tokenOf(kit, 'email-verification', (await kit.appended())[2]![2]);
    await verifyEmail(kit.deps, { token }, at(null));
    expect(await kit.appended()).toEqual([
      ['user-1', 'EmailVerified', { tokenHash: linkTokenHash(token) }],
    ]);
    await verifyEmail(kit.deps, { token }, at(null));
    expect(await kit.appended()).toEqual([]);
    await expectRefusal(
      verifyEmail(kit.deps, { token: 'y'.repeat(43) }, at(null)),
      'rule',
      VERIFICATION_LINK_INVALID,
    );
  });

  it('sends a new link that replaces the earlier one, and refuses once the address is verified', async () => {
    const kit = commandTestKit();
    await register(kit, 'ada@example.com');
    const first = await tokenOf(kit, 'email-verification', (await kit.appended())[2]![2]);
    await requestEmailVerification(kit.deps, { userId: 1 }, at(1));
    const appended = await kit.appended();
    expect(
      appended.map(([stream, type]) => [stream.replace(/[0-9a-f]{64}$/, '<hash>'), type]),
    ).toEqual([
      ['user-1', 'EmailVerificationRequested'],
      ['reservation-email-verification-<hash>', 'ValueReserved'],
    ]);
    const second = await tokenOf(kit, 'email-verification', appended[0]![2]);
    await expectRefusal(
      verifyEmail(kit.deps, { token: first }, at(null)),
      'rule',
      VERIFICATION_LINK_INVALID,
    );
    await verifyEmail(kit.deps, { token: second }, at(null));
    await expectRefusal(
      requestEmailVerification(kit.deps, { userId: 1 }, at(1)),
      'conflict',
      'Your email address is already verified',
    );
  });
});
