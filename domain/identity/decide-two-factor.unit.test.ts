import { describe, it } from 'vitest';
import { DeciderSpecification } from '../../test/support/decider-specification';
import { REGISTERED_USER } from '../../test/support/registered-user';
import {
  completeTwoFactorSignIn,
  disableTwoFactor,
  enableTwoFactor,
  startTwoFactorSetup,
  type CheckedCode,
} from './decide-two-factor';
import { evolveUser, initialUser, type UserEvent } from './user';

const setUp = (secret: string): UserEvent => ({ type: 'TwoFactorSetupStarted', data: { secret } });
const enabled: UserEvent = { type: 'TwoFactorEnabled', data: { recoveryCodeHashes: ['h1', 'h2'] } };
const accepted = (timeStep: number): UserEvent => ({
  type: 'TwoFactorCodeAccepted',
  data: { timeStep },
});
const used = (codeHash: string): UserEvent => ({ type: 'RecoveryCodeUsed', data: { codeHash } });
const disabled: UserEvent = { type: 'TwoFactorDisabled', data: {} };
const on = [REGISTERED_USER, setUp('enc:s1'), enabled, accepted(100)];

const totp = (timeStep: number | null): CheckedCode => ({ kind: 'totp', timeStep });
const recovery = (codeHash: string): CheckedCode => ({ kind: 'recovery', codeHash });

const user = { evolve: evolveUser, initialState: initialUser };
const setup = DeciderSpecification.for({ decide: startTwoFactorSetup, ...user });
const enable = DeciderSpecification.for({ decide: enableTwoFactor, ...user });
const signIn = DeciderSpecification.for({ decide: completeTwoFactorSignIn, ...user });
const disable = DeciderSpecification.for({ decide: disableTwoFactor, ...user });

describe('StartTwoFactorSetup', () => {
  it('records the new secret as pending, also replacing a pending one', () => {
    setup
      .given([REGISTERED_USER])
      .when({ secret: 'enc:s1' })
      .then([setUp('enc:s1')]);
    setup
      .given([REGISTERED_USER, setUp('enc:s1'), setUp('enc:s2')])
      .thenState({ twoFactor: { status: 'off', pendingSecret: 'enc:s2' } });
  });

  it('refuses when two-factor sign-in is already on, and an unknown user', () => {
    setup
      .given(on)
      .when({ secret: 'enc:s2' })
      .thenThrows('conflict', 'Two-factor sign-in is already on');
    setup.given([]).when({ secret: 'enc:s1' }).thenThrows('not_found', 'User not found');
  });
});

describe('EnableTwoFactor', () => {
  it('turns it on with the pending secret and spends the confirming code’s step', () => {
    enable
      .given([REGISTERED_USER, setUp('enc:s1')])
      .when({ timeStep: 100, recoveryCodeHashes: ['h1', 'h2'] })
      .then([enabled, accepted(100)]);
    enable.given(on).thenState({
      twoFactor: {
        status: 'on',
        secret: 'enc:s1',
        unusedRecoveryCodeHashes: ['h1', 'h2'],
        lastTimeStep: 100,
      },
    });
  });

  it('refuses a code that matched nothing', () => {
    enable
      .given([REGISTERED_USER, setUp('enc:s1')])
      .when({ timeStep: null, recoveryCodeHashes: ['h1'] })
      .thenThrows('rule', 'Invalid two-factor code');
  });

  it('refuses without a pending setup, and when it is already on', () => {
    enable
      .given([REGISTERED_USER])
      .when({ timeStep: 100, recoveryCodeHashes: ['h1'] })
      .thenThrows('conflict', 'No two-factor setup in progress: start it again');
    enable
      .given(on)
      .when({ timeStep: 101, recoveryCodeHashes: ['h1'] })
      .thenThrows('conflict', 'Two-factor sign-in is already on');
  });
});

describe('CompleteTwoFactorSignIn', () => {
  it('accepts a TOTP code of a later step than the last accepted one', () => {
    signIn
      .given(on)
      .when({ code: totp(101) })
      .then([accepted(101)]);
  });

  it('refuses a replayed step, an earlier step and a code that matched nothing', () => {
    signIn
      .given(on)
      .when({ code: totp(100) })
      .thenThrows('rule', 'Invalid two-factor code');
    signIn
      .given(on)
      .when({ code: totp(99) })
      .thenThrows('rule', 'Invalid two-factor code');
    signIn
      .given(on)
      .when({ code: totp(null) })
      .thenThrows('rule', 'Invalid two-factor code');
  });

  it('accepts a recovery code once, and never an unknown one', () => {
    signIn
      .given(on)
      .when({ code: recovery('h2') })
      .then([used('h2')]);
    signIn
      .given([...on, used('h2')])
      .when({ code: recovery('h2') })
      .thenThrows('rule', 'Invalid two-factor code');
    signIn.given([...on, used('h2')]).thenState({
      twoFactor: { unusedRecoveryCodeHashes: ['h1'] },
    });
    signIn
      .given(on)
      .when({ code: recovery('h9') })
      .thenThrows('rule', 'Invalid two-factor code');
  });

  it('refuses when two-factor sign-in is off, even with a setup pending', () => {
    signIn
      .given([REGISTERED_USER, setUp('enc:s1')])
      .when({ code: totp(101) })
      .thenThrows('conflict', 'Two-factor sign-in is not on');
  });
});

describe('DisableTwoFactor', () => {
  it('turns it off with the password and a code, spending the code', () => {
    disable
      .given(on)
      .when({ passwordMatches: true, code: totp(105) })
      .then([accepted(105), disabled]);
    disable
      .given(on)
      .when({ passwordMatches: true, code: recovery('h1') })
      .then([used('h1'), disabled]);
    disable
      .given([...on, disabled])
      .thenState({ twoFactor: { status: 'off', pendingSecret: null } });
  });

  it('refuses a wrong password, a replayed code, and when it is off', () => {
    disable
      .given(on)
      .when({ passwordMatches: false, code: totp(105) })
      .thenThrows('rule', 'Password is incorrect');
    disable
      .given(on)
      .when({ passwordMatches: true, code: totp(100) })
      .thenThrows('rule', 'Invalid two-factor code');
    disable
      .given([...on, disabled])
      .when({ passwordMatches: true, code: totp(105) })
      .thenThrows('conflict', 'Two-factor sign-in is not on');
  });
});
