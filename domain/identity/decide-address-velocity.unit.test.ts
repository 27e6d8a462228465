import { describe, it } from 'vitest';
import { accountVelocityMessage } from '../../contracts/velocity-limits';
import { DeciderSpecification } from '../../test/support/decider-specification';
import {
  evolveAddressRegistrations,
  initialAddressRegistrations,
  type AddressRegistrationEvent,
} from './address-registrations';
import { recordRegistrationFromAddress } from './decide-address-velocity';

const spec = DeciderSpecification.for({
  decide: recordRegistrationFromAddress,
  evolve: evolveAddressRegistrations,
  initialState: initialAddressRegistrations,
});
const at = '2026-02-01T12:00:00.000Z';
const registered = (userId: number): AddressRegistrationEvent => ({
  type: 'AccountRegisteredFromAddress',
  data: { userId, registeredAt: at },
});

describe('RecordRegistrationFromAddress (new accounts per address per store day)', () => {
  it('records the registration while the address is under the limit', () => {
    spec
      .given([registered(1)])
      .when({ userId: 2, at, maxPerDay: 2 })
      .then([registered(2)]);
    spec.given([registered(1), registered(2)]).thenState({ count: 2 });
  });

  it('refuses the registration after the limit', () => {
    spec
      .given([registered(1), registered(2)])
      .when({ userId: 3, at, maxPerDay: 2 })
      .thenThrows('rule', accountVelocityMessage(2));
  });

  it('records any number with the limit off', () => {
    spec
      .given([registered(1), registered(2), registered(3)])
      .when({ userId: 4, at, maxPerDay: 0 })
      .then([registered(4)]);
  });
});
