/**
 * Expires unpaid crypto deposits: each DepositRequested with an expiry time gives one
 * pg-boss job that starts at that time and expires the deposit if it is still pending. A payment
 * that arrives later is still credited (domain/deposit/decide.ts).
 */
import type { DepositRequestedData } from '../../domain/deposit/deposit';
import { expireDeposit } from '../../application/commands/expire-deposit';
import { sideEffectWorker } from '../side-effect-worker';

export const depositExpiryWorker = sideEffectWorker<{ depositId: number }>({
  name: 'deposit-expiry',
  eventTypes: ['DepositRequested'],
  queue: { name: 'deposit-expiry', retryLimit: 10, retryDelaySeconds: 5 },
  jobsFor: (_client, event) => {
    const data = event.data as unknown as DepositRequestedData;
    if (!data.expiresAt) return Promise.resolve([]);
    return Promise.resolve([
      { data: { depositId: data.depositId }, startAfter: new Date(data.expiresAt) },
    ]);
  },
  perform: async ({ depositId }, deps) => {
    const outcome = await expireDeposit(deps, { depositId }, { now: new Date(), actorId: null });
    if (outcome.result.expired) deps.log.info({ depositId }, 'deposit expired unpaid');
  },
  pollingIntervalSeconds: 5,
});
