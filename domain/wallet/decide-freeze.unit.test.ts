import { describe, it } from 'vitest';
import { DeciderSpecification, stream, streams } from '../../test/support/decider-specification';
import { REGISTERED_USER } from '../../test/support/registered-user';
import { evolveUser, initialUser, type UserEvent } from '../identity/user';
import { freezeWallet, unfreezeWallet } from './decide-freeze';
import { evolveWalletFreeze, initialWalletFreeze, type WalletFreezeEvent } from './freeze';

/** Account `userId` with `roles` (none: a customer). */
const account = (userId: number, ...roles: ('owner' | 'admin' | 'support')[]): UserEvent[] => [
  { type: 'UserRegistered', data: { ...REGISTERED_USER.data, userId } } as UserEvent,
  ...(roles.length > 0
    ? [{ type: 'StaffRolesChanged', data: { roles, changedBy: null } } as UserEvent]
    : []),
];
const ADMIN = account(1, 'admin');
const OWNER = account(2, 'owner');
const CUSTOMER = account(7);
const at = '2026-03-01T10:00:00.000Z';
const frozen: WalletFreezeEvent = {
  type: 'WalletFrozen',
  data: { userId: 7, reason: 'Chargeback on a card top-up', frozenBy: 1, frozenAt: at },
};
const given = streams({
  actor: stream(evolveUser, initialUser),
  target: stream(evolveUser, initialUser),
  freeze: stream(evolveWalletFreeze, initialWalletFreeze),
});
const freeze = DeciderSpecification.for({ decide: freezeWallet, given });
const unfreeze = DeciderSpecification.for({
  decide: (_command: void, state: Parameters<typeof unfreezeWallet>[0]) => unfreezeWallet(state),
  given,
});

describe('FreezeWallet', () => {
  it('freezes a customer’s wallet with the reason trimmed, who and when; the state holds it', () => {
    freeze
      .given({ actor: ADMIN, target: CUSTOMER })
      .when({ reason: '  Chargeback on a card top-up ', at }, undefined)
      .then([frozen]);
    freeze.given({ freeze: [frozen] }).thenState({
      freeze: { frozen: { reason: 'Chargeback on a card top-up', since: at, frozenBy: 1 } },
    });
  });

  it('appends nothing when the wallet is frozen already', () => {
    freeze
      .given({ actor: ADMIN, target: CUSTOMER, freeze: [frozen] })
      .when({ reason: 'Again', at }, undefined)
      .then([]);
  });

  it('refuses a blank reason', () => {
    freeze
      .given({ actor: ADMIN, target: CUSTOMER })
      .when({ reason: '   ', at }, undefined)
      .thenThrows('validation', 'Reason is required');
  });

  it('refuses staff without users.manage, one’s own wallet, and a staff wallet unless an owner', () => {
    freeze
      .given({ actor: account(3, 'support'), target: CUSTOMER })
      .when({ reason: 'x', at }, undefined)
      .thenThrows('forbidden', 'Administrator access required');
    freeze
      .given({ actor: ADMIN, target: ADMIN })
      .when({ reason: 'x', at }, undefined)
      .thenThrows('forbidden', 'You cannot freeze your own wallet');
    freeze
      .given({ actor: ADMIN, target: account(3, 'support') })
      .when({ reason: 'x', at }, undefined)
      .thenThrows('forbidden', "Only an owner can freeze a staff member's wallet");
    freeze
      .given({ actor: OWNER, target: account(3, 'support') })
      .when({ reason: 'x', at }, undefined)
      .then([
        { type: 'WalletFrozen', data: { userId: 3, reason: 'x', frozenBy: 2, frozenAt: at } },
      ]);
  });

  it('does not find an account that does not exist', () => {
    freeze
      .given({ actor: ADMIN })
      .when({ reason: 'x', at }, undefined)
      .thenThrows('not_found', 'User not found');
  });
});

describe('UnfreezeWallet', () => {
  it('lifts a freeze, and appends nothing when there is none', () => {
    unfreeze
      .given({ actor: ADMIN, target: CUSTOMER, freeze: [frozen] })
      .when(undefined, undefined)
      .then([{ type: 'WalletUnfrozen', data: { userId: 7, unfrozenBy: 1 } }]);
    unfreeze.given({ actor: ADMIN, target: CUSTOMER }).when(undefined, undefined).then([]);
    freeze
      .given({ freeze: [frozen, { type: 'WalletUnfrozen', data: { userId: 7, unfrozenBy: 1 } }] })
      .thenState({ freeze: { frozen: null } });
  });
});
