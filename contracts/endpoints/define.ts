/**
 * The typed endpoint table's building block. An endpoint names its method, path, who may call it,
 * and (at the type level only) its query, body and result shapes.
 */

/** Who may call an endpoint: anyone, anyone (token used when present), or signed-in users only. */
export type EndpointAuth = 'none' | 'optional' | 'required';

/** One call of spec §7. `Q` = query params, `B` = JSON body, `R` = the unwrapped `datas`. */
export interface Endpoint<Q, B, R> {
  /** HTTP method. */
  readonly method: 'GET' | 'POST';
  /** Absolute path under the site root, e.g. `/api/v3/search/all`. Path params as `:name`. */
  readonly path: string;
  /** Token requirement. */
  readonly auth: EndpointAuth;
  /** False for calls exempt from error notifications (analytics, spec §7). */
  readonly notify: boolean;
  /** Phantom field carrying the types; never set at run time. */
  readonly __types?: { query: Q; body: B; result: R };
}

/** No query / no body. */
export type None = Record<string, never>;

/** Declares an endpoint. */
export function endpoint<Q = None, B = None, R = unknown>(method: 'GET' | 'POST', path: string, auth: EndpointAuth = 'none', notify = true): Endpoint<Q, B, R> {
  return { method, path, auth, notify };
}

/** The query type of an endpoint. */
export type QueryOf<E> = E extends Endpoint<infer Q, unknown, unknown> ? Q : never;
/** The body type of an endpoint. */
export type BodyOf<E> = E extends Endpoint<unknown, infer B, unknown> ? B : never;
/** The result (`datas`) type of an endpoint. */
export type ResultOf<E> = E extends Endpoint<unknown, unknown, infer R> ? R : never;
