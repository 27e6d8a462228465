/** RegisterUser (docs/specs/customer-area.md section 7 POST /api/register). */
import { registerUser as decideRegister } from '../../domain/identity/decide';
import { evolveUser, initialUser, normaliseEmail, userStream } from '../../domain/identity/user';
import { EMAIL_VERIFICATION_NAMESPACE } from '../../domain/identity/decide-email-verification';
import {
  evolveReservation,
  initialReservation,
  reservationStream,
} from '../../domain/reservation/reservation';
import {
  addressRegistrationsStream,
  evolveAddressRegistrations,
  initialAddressRegistrations,
} from '../../domain/identity/address-registrations';
import { recordRegistrationFromAddress } from '../../domain/identity/decide-address-velocity';
import { storeDate } from '../../contracts/store-days';
import { newLink } from '../security/link-tokens';
import { networkOf } from '../security/network-address';
import { velocityLimitsInForce } from './store-settings';
import { hashPassword } from '../security/passwords';
import { emailReservationStreams, sealPersonal } from '../security/personal-data';
import { checkFraud, type FraudScreen } from './fraud-check';
import {
  aggregate,
  appendTo,
  executeCommand,
  type CommandContext,
  type CommandDeps,
} from './execute';

export interface RegisterUserInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  country: string;
  /** The fraud rules of registration and who registers (application/fraud/fraud-screen.ts). */
  fraud?: FraudScreen | undefined;
}

/**
 * Registers a customer (an admin when the e-mail is in `adminEmails`); the personal fields are
 * sealed under the customer's own key, the e-mail is reserved by its blind index and a
 * verification link is issued (mailed by the e-mail worker). With the client's address known
 * (`context.ip`), the registration is recorded on its network's stream for the store day
 * (`storeTimeZone`; domain/identity/address-registrations.ts), which the velocity limit on new
 * accounts per address per day counts. Its fraud rules are checked in the decide step, their hits
 * appended with the account (fraud-check.ts).
 * @throws conflict "Email already registered"; rule accountVelocityMessage over the limit, or a
 *   blocking fraud rule's message
 */
export async function registerUser(
  deps: CommandDeps & { adminEmails: readonly string[]; storeTimeZone: string },
  input: RegisterUserInput,
  context: CommandContext,
) {
  const email = normaliseEmail(input.email);
  const passwordHash = await hashPassword(input.password);
  const userId = await deps.commandRunner.nextId('user_ids');
  const userStreamId = userStream(userId);
  const emailStreams = await emailReservationStreams(deps.secrets, email);
  const emailStreamId = emailStreams.indexed;
  const personal = await sealPersonal(deps.secrets, userId, {
    email,
    passwordHash,
    firstName: input.firstName,
    lastName: input.lastName,
    country: input.country,
  });
  const link = await newLink(deps.secrets, EMAIL_VERIFICATION_NAMESPACE);
  const linkStreamId = reservationStream(EMAIL_VERIFICATION_NAMESPACE, link.tokenHash);
  const network = context.ip ? networkOf(context.ip) : null;
  const addressStreamId = network
    ? addressRegistrationsStream(
        await deps.secrets.addressIndex(network),
        storeDate(context.now, deps.storeTimeZone),
      )
    : null;
  const { accountsPerAddressPerDay } = await velocityLimitsInForce(deps);
  return executeCommand(deps, 'RegisterUser', context, async (tx) => {
    const fraud = checkFraud(input.fraud, 'registration', context.now);
    const streams = await tx.load([
      userStreamId,
      emailStreamId,
      emailStreams.legacy,
      linkStreamId,
      ...(addressStreamId ? [addressStreamId] : []),
    ]);
    const user = aggregate(streams, userStreamId, evolveUser, initialUser);
    const reservation = aggregate(streams, emailStreamId, evolveReservation, initialReservation);
    const legacy = aggregate(streams, emailStreams.legacy, evolveReservation, initialReservation);
    const verificationLink = aggregate(
      streams,
      linkStreamId,
      evolveReservation,
      initialReservation,
    );
    const events = decideRegister(
      {
        userId,
        ...personal,
        isAdmin: deps.adminEmails.includes(email),
        emailVerification: { verificationId: link.id, tokenHash: link.tokenHash },
      },
      {
        user: user.state,
        email: legacy.state.owner !== null ? legacy.state : reservation.state,
        verificationLink: verificationLink.state,
      },
    );
    const address = addressStreamId
      ? aggregate(streams, addressStreamId, evolveAddressRegistrations, initialAddressRegistrations)
      : null;
    const fromAddress =
      address && addressStreamId
        ? [
            appendTo(
              addressStreamId,
              address.version,
              recordRegistrationFromAddress(
                {
                  userId,
                  at: context.now.toISOString(),
                  maxPerDay: accountsPerAddressPerDay,
                },
                address.state,
              ),
            ),
          ]
        : [];
    return {
      appends: [
        appendTo(emailStreamId, reservation.version, events.email),
        appendTo(userStreamId, user.version, events.user),
        appendTo(linkStreamId, verificationLink.version, events.verificationLink),
        ...fraud.hits,
        ...fromAddress,
      ],
      result: { userId },
    };
  });
}
