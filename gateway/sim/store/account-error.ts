/**
 * The one error type the account store and routes throw for expected failures. The routes' error
 * handler turns it into an envelope with its code and (Chinese) message; nothing else leaks.
 * Thrown inside a store transaction it also rolls that transaction back.
 */
import { CODES, type ResponseCode } from '../../../contracts/codes';

/** An expected failure: a response code and the message shown to the user. */
export class AccountError extends Error {
  constructor(
    /** Envelope code (400, 404, 409, 004, …). */
    readonly code: ResponseCode,
    message: string,
  ) {
    super(message);
    this.name = 'AccountError';
  }
}

/** 400: the request is malformed or not allowed as asked. */
export function badRequest(message: string): AccountError {
  return new AccountError(CODES.BAD_REQUEST, message);
}

/** 404: the thing does not exist for this user. */
export function notFound(message: string): AccountError {
  return new AccountError(CODES.NOT_FOUND, message);
}

/** 409: a limit was reached. */
export function limitReached(message: string): AccountError {
  return new AccountError(CODES.LIMIT, message);
}
