/**
 * The velocity limit on new accounts per network address per store day
 * (contracts/velocity-limits.ts accountsPerAddressPerDay): a registration records itself on its
 * address's stream for the day (address-registrations.ts), refused once the address registered
 * the limit's number that day.
 */
import { accountVelocityMessage } from '../../contracts/velocity-limits';
import { ruleBroken } from '../shared/errors';
import type { AddressRegistrationEvent, AddressRegistrations } from './address-registrations';

/**
 * Records the registration of `userId` at `at` (ISO).
 * @throws rule accountVelocityMessage when the address registered `maxPerDay` (0: off) accounts
 *   that day already
 */
export function recordRegistrationFromAddress(
  command: { userId: number; at: string; maxPerDay: number },
  registrations: AddressRegistrations,
): AddressRegistrationEvent[] {
  if (command.maxPerDay > 0 && registrations.count >= command.maxPerDay)
    throw ruleBroken(accountVelocityMessage(command.maxPerDay));
  return [
    {
      type: 'AccountRegisteredFromAddress',
      data: { userId: command.userId, registeredAt: command.at },
    },
  ];
}
