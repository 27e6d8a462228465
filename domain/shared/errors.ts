/**
 * The few typed errors the domain throws. The API maps each kind to its HTTP status
 * (ARCHITECTURE.md "Contract that users, scripts and tests rely on"): validation 400,
 * not found 404, forbidden 403, conflict 409, rule broken 422.
 */
export type DomainErrorKind = 'validation' | 'not_found' | 'forbidden' | 'conflict' | 'rule';

/**
 * A domain error: a kind and a message fit to show a person; `details` are further members of
 * its HTTP answer beside `message` (e.g. the lines a stock batch refused).
 */
export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const validationError = (message: string) => new DomainError('validation', message);
export const notFound = (message: string) => new DomainError('not_found', message);
export const forbidden = (message: string) => new DomainError('forbidden', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const ruleBroken = (message: string) => new DomainError('rule', message);
