/**
 * The first event of a customer's stream as the identity deciders' unit tests start it: user 7,
 * registered with encrypted placeholders for the personal fields (the deciders never read them).
 */
import type { UserEvent } from '../../domain/identity/user';

/** `UserRegistered` of user 7 (domain/identity/user.ts). */
export const REGISTERED_USER: UserEvent = {
  type: 'UserRegistered',
  data: {
    userId: 7,
    email: 'enc:email',
    passwordHash: 'enc:hash',
    firstName: 'enc:first',
    lastName: 'enc:last',
    country: 'enc:country',
  },
};
