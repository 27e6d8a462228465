import { describe, expect, it } from 'vitest';
import { isConnectionLoss } from './connection-loss';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isConnectionLoss', () => {
  it.each([
    withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    withCode('terminating connection due to administrator command', '57P01'),
    withCode('the database system is starting up', '57P03'),
    withCode('connection failure', '08006'),
    new Error('Connection terminated unexpectedly'),
    new Error('Client has encountered a connection error and is not queryable'),
    new Error('Query read timeout'),
    new Error('timeout exceeded when trying to connect'),
    new Error('Connection terminated due to connection timeout'),
  ])('is true for a server away or silent: $message', (error) => {
    expect(isConnectionLoss(error)).toBe(true);
  });

  it.each([
    withCode('duplicate key value violates unique constraint "orders_pkey"', '23505'),
    withCode('deadlock detected', '40P01'),
    withCode('canceling statement due to statement timeout', '57014'),
    new Error('Out of stock'),
    'ECONNREFUSED',
    null,
  ])('is false for a failing statement or a non-error: %s', (error) => {
    expect(isConnectionLoss(error)).toBe(false);
  });
});
