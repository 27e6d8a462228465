/**
 * The velocity limit on deposit requests (contracts/velocity-limits.ts depositsPerHour): every
 * deposit request, crypto or manual, records itself in the customer's deposit history
 * (deposit-history.ts) in the append that opens the deposit, refused once the customer opened
 * the limit's number in the hour before.
 */
import { DEPOSIT_WINDOW_MS, depositVelocityMessage } from '../../contracts/velocity-limits';
import { ruleBroken } from '../shared/errors';
import type { DepositHistory, DepositHistoryEvent } from './deposit-history';

/**
 * Records deposit `depositId` of `userId`, requested at `at` (ISO).
 * @throws rule depositVelocityMessage when `maxPerHour` (0: off) requests were opened in the
 *   DEPOSIT_WINDOW_MS before `at`
 */
export function recordDepositRequest(
  command: { depositId: number; userId: number; at: string; maxPerHour: number },
  history: DepositHistory,
): DepositHistoryEvent[] {
  const since = Date.parse(command.at) - DEPOSIT_WINDOW_MS;
  const recent = history.requestedAt.filter((at) => Date.parse(at) > since).length;
  if (command.maxPerHour > 0 && recent >= command.maxPerHour)
    throw ruleBroken(depositVelocityMessage(command.maxPerHour));
  return [
    {
      type: 'DepositRequestRecorded',
      data: { depositId: command.depositId, userId: command.userId, requestedAt: command.at },
    },
  ];
}
