/**
 * Registers a route straight from its contract endpoint (method, path, auth): the handler receives
 * the schema-validated query/body typed by the contract and returns the contract's `datas`, which
 * is wrapped in the success envelope. `auth: 'required'` endpoints get the session guard.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema, onRequestAsyncHookHandler } from 'fastify';
import type { Endpoint } from '../../../../contracts/endpoints/define';
import { ok } from '../../../../contracts/envelope';

/** What a handler gets. Query and body passed the route's JSON schema before reaching it. */
export interface RouteInput<Q, B> {
  query: Q;
  body: B;
  params: Readonly<Record<string, string>>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** Route registration bound to one plugin scope and its session guard. */
export class Router {
  constructor(
    private readonly app: FastifyInstance,
    private readonly sessionGuard: onRequestAsyncHookHandler,
  ) {}

  /** Adds the route for `endpoint`. `schema` validates querystring/body/params (Chinese errors via the scope's formatter). */
  add<Q, B, R>(
    endpoint: Endpoint<Q, B, R>,
    schema: FastifySchema,
    handler: (input: RouteInput<Q, B>) => R | Promise<R>,
    extra: { bodyLimit?: number } = {},
  ): void {
    this.app.route({
      method: endpoint.method,
      url: endpoint.path,
      schema,
      ...extra,
      // onRequest: the session is checked before the body is even parsed, so an anonymous caller learns nothing else.
      ...(endpoint.auth === 'required' ? { onRequest: this.sessionGuard } : {}),
      handler: async (request, reply) => {
        const datas = await handler({
          query: request.query as Q,
          body: request.body as B,
          params: (request.params ?? {}) as Record<string, string>,
          request,
          reply,
        });
        return ok(datas);
      },
    });
  }
}
