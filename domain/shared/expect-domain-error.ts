/**
 * Test helper for deciders (given/when/then): asserts that `decide` throws a DomainError of
 * `kind` with exactly `message`. Used by the *.unit.test.ts files only.
 */
import { expect } from 'vitest';
import { DomainError } from './errors';

export function expectDomainError(
  decide: () => unknown,
  kind: DomainError['kind'],
  message: string,
): void {
  let thrown: unknown = null;
  try {
    decide();
  } catch (error) {
    thrown = error;
  }
  expect(thrown, 'expected the decision to fail').toBeInstanceOf(DomainError);
  expect((thrown as DomainError).kind).toBe(kind);
  expect((thrown as DomainError).message).toBe(message);
}
