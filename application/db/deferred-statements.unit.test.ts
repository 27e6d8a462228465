import { describe, expect, it } from 'vitest';
import { DeferredStatements } from './deferred-statements';

describe('DeferredStatements', () => {
  it('records statements in call order, from text and values or a query config', async () => {
    const deferred = new DeferredStatements();
    await deferred.client.query('UPDATE a SET n = $1', [1]);
    await deferred.client.query({ name: 'named', text: 'INSERT INTO b VALUES ($1)', values: [2] });
    await deferred.client.query('SELECT 1');
    expect(deferred.statements).toEqual([
      { text: 'UPDATE a SET n = $1', values: [1] },
      { text: 'INSERT INTO b VALUES ($1)', values: [2] },
      { text: 'SELECT 1', values: [] },
    ]);
  });

  it('refuses to give an answer it does not have yet', async () => {
    const deferred = new DeferredStatements();
    const answer = await deferred.client.query('UPDATE a SET n = 1');
    expect(() => answer.rowCount).toThrow(/has no answer yet \(read of "rowCount"\)/);
    expect(() => answer.rows).toThrow(/only statements whose answer is not read/);
  });
});
