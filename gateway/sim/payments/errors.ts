/**
 * The payments domain's failures, from the sim's one error catalogue (http/errors.ts): 400/404/409
 * with Chinese messages naming the field or the state, and 403 member-only (the client shows its
 * member gate). Thrown inside a database transaction they roll it back.
 */
import { badRequest, limitReached, memberOnly as memberOnlyError, notFound } from '../http/errors';

/** 400: the request is malformed or not allowed as asked. */
export const payBadRequest = badRequest;
/** 404: no such order for this user. */
export const payNotFound = notFound;
/** 409: the order's state does not allow it. */
export const payConflict = limitReached;
/** 403: member-only. */
export const memberOnly = memberOnlyError;
