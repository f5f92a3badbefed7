/**
 * Registers a route straight from its contract endpoint (method, path, auth) and its TypeBox
 * schemas (contracts/endpoints/schemas/*): one definition gives Fastify's JSON schema (validation
 * with Chinese messages through the scope's formatter, and the OpenAPI document) and, by
 * `Static<>`, the types of the handler's query/body/params. The endpoint's declared types must be
 * those same types, so the compiler refuses a schema that drifts from its endpoint. The handler
 * returns the contract's `datas`, wrapped in the success envelope; `auth: 'required'` endpoints
 * get the session guard.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import Type, { type Static, type TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import type { Endpoint } from '../../../contracts/endpoints/define';
import { ok } from '../../../contracts/envelope';
import { badRequest } from './errors';

/** What a handler gets: query, body and path params as their schemas describe them, already validated. */
export interface RouteInput<Q, B, P = Record<string, never>> {
  query: Q;
  body: B;
  params: P;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The schemas of one route; a part left out means "none" (nothing is read from it). */
export interface RouteSchemas<SQ extends TSchema, SB extends TSchema, SP extends TSchema> {
  querystring?: SQ;
  body?: SB;
  params?: SP;
}

/** A part the route does not read: any object passes, and the handler sees no keys. */
const Unread = Type.Object({});
type None = typeof Unread;

/**
 * The typed bridge from what Fastify validated to the handler: TypeBox's compiled check of the same
 * schema (cheap; it holds whenever Ajv accepted and coerced the value) narrows `unknown` to `Static<S>`.
 */
function checked<S extends TSchema>(schema: S): (value: unknown) => Static<S> {
  const validator = Compile(schema);
  return (value) => {
    if (validator.Check(value)) return value;
    throw badRequest('请求参数错误');
  };
}

/** Route registration bound to one plugin scope and its session guard. */
export class Router {
  constructor(
    private readonly app: FastifyInstance,
    private readonly sessionGuard: onRequestAsyncHookHandler,
  ) {}

  /** Adds the route for `endpoint`, validated by `schemas` (Chinese errors via the scope's formatter). */
  add<R, SQ extends TSchema = None, SB extends TSchema = None, SP extends TSchema = None>(
    endpoint: Endpoint<Static<SQ>, Static<SB>, R>,
    schemas: RouteSchemas<SQ, SB, SP>,
    handler: (input: RouteInput<Static<SQ>, Static<SB>, Static<SP>>) => R | Promise<R>,
    extra: { bodyLimit?: number } = {},
  ): void {
    // A part without a schema reads as `{}` whatever was sent: the defaults are the empty object schema.
    const query = checked(schemas.querystring ?? (Unread as TSchema as SQ));
    const body = checked(schemas.body ?? (Unread as TSchema as SB));
    const params = checked(schemas.params ?? (Unread as TSchema as SP));
    this.app.route({
      method: endpoint.method,
      url: endpoint.path,
      schema: { ...schemas },
      ...extra,
      // onRequest: the session is checked before the body is even parsed, so an anonymous caller learns nothing else.
      ...(endpoint.auth === 'required' ? { onRequest: this.sessionGuard } : {}),
      handler: async (request, reply) => {
        const datas = await handler({
          query: query(request.query ?? {}),
          body: body(request.body ?? {}),
          params: params(request.params ?? {}),
          request,
          reply,
        });
        return ok(datas);
      },
    });
  }
}
