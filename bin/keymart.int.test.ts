import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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

  it('refuses, naming what to share, an instance whose data folder lacks the master key that sealed the stored data', async () => {
    const databaseUrl = await createTestDatabase();
    const first = await startTestStore({}, { databaseUrl });
    // Personal data and the e-mail index are sealed under data keys wrapped by its generated key.
    await first.client().register('sealed@keymart.test');
    await first.stop();
    const otherMachine = fs.mkdtempSync(path.join(os.tmpdir(), 'keymart-other-instance-'));
    await expect(startTestStore({ DATA_DIR: otherMachine }, { databaseUrl })).rejects.toThrow(
      /Refusing to start: stored data keys are wrapped by master key \w+, which is not the key this store generated into its data folder \(DATA_DIR\/secrets\/encryption-key\): .*give every instance the same DATA_DIR or a copy of that instance's secrets folder/,
    );
    fs.rmSync(otherMachine, { recursive: true, force: true });
  });
});
