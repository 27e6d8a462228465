/**
 * A refusal that is recorded all the same: the command's decision is refused (its own events are
 * not appended), but `record` is appended and committed before the refusal reaches the caller.
 * A fraud rule that blocks an action refuses it this way, so its hit is an event like every other
 * decision (fraud-check.ts). executeCommand and the purchase batch (command-batch.ts) commit the
 * record; it is a DomainError, so everything else treats it as the refusal it is.
 */
import { DomainError } from '../../domain/shared/errors';
import type { AppendToStream } from '../event-store/types';

export class RecordedRefusal extends DomainError {
  constructor(
    refusal: DomainError,
    /** Appended at commit; each at `any` version, since the refused command loaded none of them. */
    readonly record: AppendToStream[],
  ) {
    super(refusal.kind, refusal.message, refusal.details);
  }
}
