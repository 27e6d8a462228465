/**
 * Maps errors to the HTTP answers of ARCHITECTURE.md: JSON `{ message }` with 400 (validation, with
 * readable zod issues), 401, 403, 404, 409, 422; 503 while the database is out of reach;
 * anything unexpected is a 500 that is logged and says nothing of the internals.
 */
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { DomainError, type DomainErrorKind } from '../../domain/shared/errors';
import { isConnectionLoss } from '../../application/db/connection-loss';
import type { Logger } from '../../application/logger';
import { BODY_TOO_DEEP, BODY_TOO_LARGE } from './body-limit';

const STATUS: Record<DomainErrorKind, number> = {
  validation: 400,
  not_found: 404,
  forbidden: 403,
  conflict: 409,
  rule: 422,
};

/** The 503 answer while the database cannot be reached (a restart of PostgreSQL). */
export const DATABASE_AWAY = 'The store is briefly unavailable. Please try again in a moment.';

/**
 * An error with an HTTP status of its own (401 and the like) raised by the API layer; `details`
 * are further members of its JSON answer beside `message`.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Renders a zod error as one readable sentence plus the list of issues. */
export function describeZodError(error: ZodError) {
  const issues = error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));
  const message = issues
    .map((issue) => (issue.path ? `${issue.path}: ${issue.message}` : issue.message))
    .join('; ');
  return { message: message || 'Invalid request', issues };
}

/** The error mapping; an unexpected error is logged with the request's id (or on `log`). */
export const errorHandler =
  (log: Logger): ErrorRequestHandler =>
  (error: unknown, req, res, _next) => {
    if (error instanceof DomainError) {
      res.status(STATUS[error.kind]).json({ ...error.details, message: error.message });
    } else if (error instanceof HttpError) {
      res.status(error.status).json({ ...error.details, message: error.message });
    } else if (error instanceof ZodError) {
      res.status(400).json(describeZodError(error));
    } else if (isClientError(error)) {
      res.status(error.status).json({ message: clientErrorMessage(error) });
    } else if (isConnectionLoss(error)) {
      // PostgreSQL restarting or out of reach: the store recovers on its own; the client retries.
      res.setHeader('Retry-After', '1');
      res.status(503).json({ message: DATABASE_AWAY });
    } else {
      (req.log ?? log).error({ err: error }, 'unhandled error');
      res.status(500).json({ message: 'Internal server error' });
    }
  };

/** Errors of Express's own middleware (body parser, static files) that carry a 4xx status. */
function isClientError(error: unknown): error is { status: number; type?: string } {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}

function clientErrorMessage(error: { status: number; type?: string }): string {
  if (error.type === 'entity.too.large') return BODY_TOO_LARGE;
  if (error.type === 'entity.too.deep') return BODY_TOO_DEEP;
  if (error.type === 'entity.parse.failed') return 'Malformed JSON body';
  if (error.type === 'charset.unsupported') return 'Unsupported charset: send UTF-8';
  if (error.type === 'encoding.unsupported') return 'Unsupported Content-Encoding';
  if (error.status === 404) return 'Not found';
  return 'Bad request';
}

/** 404 for an /api path no router answered. */
export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'Not found' });
};
