/**
 * Enforces the entitlement table (contracts/member-datasets.ts) for every member-only dataset, in
 * one place: a preHandler run before the route (refuses, or narrows the query to the preview, so
 * what a non-member may not see is never built) and a preSerialization hook that empties the
 * stripped fields of a records preview (机构调研: the Q&A). Members pass untouched.
 */
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler, preSerializationAsyncHookHandler } from 'fastify';
import { type MemberDataset, memberDatasetOf } from '../../../contracts/member-datasets';
import type { Entitlements } from './entitlements';

/** What the gates need: the checks and who is calling. */
export interface DatasetGateDeps {
  entitlements: Entitlements;
  callerOf(request: FastifyRequest): number | null;
}

/** The two hooks of {@link datasetGates}. */
export interface DatasetGates {
  preHandler: preHandlerAsyncHookHandler;
  preSerialization: preSerializationAsyncHookHandler<unknown>;
}

type Query = Record<string, unknown>;

/** Builds the hooks (register both on the app root, before the routes). */
export function datasetGates(deps: DatasetGateDeps): DatasetGates {
  /** Requests answered with a records preview: their answer is stripped on the way out. */
  const previews = new WeakMap<FastifyRequest, MemberDataset>();

  const narrow = (request: FastifyRequest, row: MemberDataset, userId: number | null): void => {
    const query = (request.query ?? {}) as Query;
    const p = row.preview;
    switch (p.kind) {
      case 'refuse':
        deps.entitlements.require(row.feature, userId);
        return;
      case 'range': {
        const value = query[p.param];
        if (!p.allowed.includes(typeof value === 'string' && value !== '' ? value : p.fallback)) deps.entitlements.require(row.feature, userId);
        return;
      }
      case 'periods': {
        if (p.trimmedBy === 'route') return;
        const asked = Number(query[p.param]);
        query[p.param] = Number.isFinite(asked) && asked >= 1 ? Math.min(asked, p.max) : p.max;
        return;
      }
      case 'records': {
        const size = Number(query[p.sizeParam]);
        query[p.pageParam] = '1';
        query[p.sizeParam] = String(Number.isInteger(size) && size >= 1 ? Math.min(size, p.max) : p.max);
        previews.set(request, row);
        return;
      }
      case 'freeItems':
        return; // the route decides per item (courses/routes.ts)
    }
  };

  return {
    async preHandler(request: FastifyRequest): Promise<void> {
      if (request.method !== 'GET') return;
      const row = memberDatasetOf(request.url.split('?', 1)[0]!);
      if (!row) return;
      const userId = deps.callerOf(request);
      if (deps.entitlements.allows(row.feature, userId)) return;
      narrow(request, row, userId);
    },
    async preSerialization(request: FastifyRequest, _reply: FastifyReply, payload: unknown): Promise<unknown> {
      const row = previews.get(request);
      if (row?.preview.kind !== 'records') return payload;
      const datas = (payload as { datas?: Record<string, unknown> } | null)?.datas;
      const list = datas?.[row.preview.list];
      if (!Array.isArray(list)) return payload;
      const strip = row.preview.strip;
      datas![row.preview.list] = list.map((item: Record<string, unknown>) => {
        const copy = { ...item };
        for (const field of strip) copy[field] = Array.isArray(item[field]) ? [] : null;
        return copy;
      });
      return payload;
    },
  };
}
