import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/support/database';
import { startTestStore } from '../test/support/store';

describe('start-up safety', () => {
  it('refuses to start, with a clear message, when stored transaction ids are ahead of the cluster’s', async () => {
    const databaseUrl = await createTestDatabase();
    const store = await startTestStore({}, { databaseUrl });
    // What a logical dump restored into a new cluster looks like: ids from the old cluster's future.
    await store.core.pool.query(
      `INSERT INTO events (stream_id, stream_version, event_type, data, transaction_id)
       VALUES ('restored-1', 1, 'Restored', '{}', (pg_current_xact_id()::text::bigint + 1000000)::text::xid8)`,
    );
    await store.stop();
    await expect(startTestStore({}, { databaseUrl })).rejects.toThrow(
      /Refusing to start: stored events carry transaction id \d+, ahead of this cluster's \d+/,
    );
  });
});
