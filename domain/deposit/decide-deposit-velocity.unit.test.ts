import { describe, it } from 'vitest';
import { depositVelocityMessage } from '../../contracts/velocity-limits';
import { DeciderSpecification } from '../../test/support/decider-specification';
import { recordDepositRequest } from './decide-deposit-velocity';
import {
  evolveDepositHistory,
  initialDepositHistory,
  type DepositHistoryEvent,
} from './deposit-history';

const spec = DeciderSpecification.for({
  decide: recordDepositRequest,
  evolve: evolveDepositHistory,
  initialState: initialDepositHistory,
});
const requested = (depositId: number, requestedAt: string): DepositHistoryEvent => ({
  type: 'DepositRequestRecorded',
  data: { depositId, userId: 4, requestedAt },
});
const at = '2026-02-01T12:00:00.000Z';

describe('RecordDepositRequest (deposit requests per customer per hour)', () => {
  it('records every request, whatever the history, with the limit off', () => {
    spec
      .given([requested(1, '2026-02-01T11:59:00.000Z'), requested(2, '2026-02-01T11:59:30.000Z')])
      .when({ depositId: 3, userId: 4, at, maxPerHour: 0 })
      .then([requested(3, at)]);
  });

  it('refuses the request after the limit within the rolling hour', () => {
    spec
      .given([requested(1, '2026-02-01T11:00:00.001Z'), requested(2, '2026-02-01T11:30:00.000Z')])
      .when({ depositId: 3, userId: 4, at, maxPerHour: 2 })
      .thenThrows('rule', depositVelocityMessage(2));
  });

  it('no longer counts a request exactly an hour old', () => {
    spec
      .given([requested(1, '2026-02-01T11:00:00.000Z'), requested(2, '2026-02-01T11:30:00.000Z')])
      .when({ depositId: 3, userId: 4, at, maxPerHour: 2 })
      .then([requested(3, at)]);
  });

  it('keeps only the requests of the hour up to the latest', () => {
    spec
      .given([requested(1, '2026-02-01T10:00:00.000Z'), requested(2, at)])
      .thenState({ requestedAt: [at] });
  });
});
