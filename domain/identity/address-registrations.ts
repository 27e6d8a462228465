/**
 * The accounts registered from one network address in one store day (stream
 * `registrations-<address index>-<YYYY-MM-DD>`), for the velocity limit on new accounts per
 * address per day (contracts/velocity-limits.ts). The address index is a keyed hash of the
 * client's network (application/security/network-address.ts), so the stream id names no address.
 * A registration locks its address's stream for the day and records itself in the same append
 * as the account, so the count is exact under concurrent registrations from one address, and no
 * registration waits on another address's.
 */
import type { Event } from '../shared/event';

export type AddressRegistrationEvent = Event<
  'AccountRegisteredFromAddress',
  { userId: number; registeredAt: string }
>;

/** How many accounts the address registered that day. */
export interface AddressRegistrations {
  count: number;
}

export const initialAddressRegistrations: AddressRegistrations = { count: 0 };

/** The stream of the registrations from the address `addressIndex` on store day `date`. */
export const addressRegistrationsStream = (addressIndex: string, date: string) =>
  `registrations-${addressIndex}-${date}`;

export function evolveAddressRegistrations(
  state: AddressRegistrations,
  _event: AddressRegistrationEvent,
): AddressRegistrations {
  return { count: state.count + 1 };
}
