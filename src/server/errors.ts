import { ERROR_STATUS, type ErrorCode } from '../shared/errors';

/** The one error type routes and services throw; the error handler maps `code` to a status. */
export class AppError extends Error {
  override name = 'AppError';
  readonly status: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.status = ERROR_STATUS[code];
  }
}
