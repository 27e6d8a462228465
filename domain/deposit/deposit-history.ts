/**
 * A customer's recent deposit requests (stream `deposit-history-<userId>`), for the velocity
 * limit on deposit requests per customer per hour (contracts/velocity-limits.ts). Every deposit
 * request, crypto or manual, locks this stream and records itself in the same append as the
 * deposit, so the count holds under concurrent requests of one customer.
 */
import { DEPOSIT_WINDOW_MS } from '../../contracts/velocity-limits';
import type { Event } from '../shared/event';

export type DepositHistoryEvent = Event<
  'DepositRequestRecorded',
  {
    depositId: number;
    userId: number;
    /** ISO time of the request (the command's time, so a rebuild reads the same). */
    requestedAt: string;
  }
>;

/** The times (ISO, oldest first) of the requests within DEPOSIT_WINDOW_MS of the latest one. */
export interface DepositHistory {
  requestedAt: readonly string[];
}

export const initialDepositHistory: DepositHistory = { requestedAt: [] };

/** The deposit history stream of customer `userId`. */
export const depositHistoryStream = (userId: number) => `deposit-history-${userId}`;

export function evolveDepositHistory(
  state: DepositHistory,
  event: DepositHistoryEvent,
): DepositHistory {
  const since = Date.parse(event.data.requestedAt) - DEPOSIT_WINDOW_MS;
  return {
    requestedAt: [
      ...state.requestedAt.filter((at) => Date.parse(at) > since),
      event.data.requestedAt,
    ],
  };
}
