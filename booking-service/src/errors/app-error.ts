import type { FieldError } from '@stayvn/shared';

/** A failure the client should see as it is: its status, a stable code and a message. */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly details?: FieldError[],
  ) {
    super(message);
  }
}
