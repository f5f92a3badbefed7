/**
 * The built client (dist/client): hashed files under /assets/ are cached forever (immutable),
 * index.html never without revalidation (no-cache), other files for an hour; precompressed
 * .br/.gz siblings are served when the browser accepts them. The spec §2 routes answer 200 with
 * index.html (SPA fallback); any other unknown page path still gets the app, with status 404, and
 * the app redirects to /. Unknown /api, /assets and non-HTML requests get a plain 404 envelope.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ROUTES, pageHtmlPath } from '../../contracts/routes';
import { EdgeError } from './errors';

/** Options of {@link staticPlugin}. */
export interface StaticOptions {
  /** Directory of the built client (holds index.html and assets/). */
  root: string;
}

/** Cache-Control of hashed assets. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Cache-Control of index.html. */
export const INDEX_CACHE = 'no-cache';
/** Cache-Control of other static files (favicon and friends). */
export const OTHER_CACHE = 'public, max-age=3600';

function wantsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return typeof accept !== 'string' || accept.includes('text/html') || accept.includes('*/*');
}

function isAppPath(url: string): boolean {
  return !url.startsWith('/api') && !url.startsWith('/assets/') && url !== '/ws' && !url.startsWith('/ws?');
}

async function plugin(fastify: FastifyInstance, opts: StaticOptions): Promise<void> {
  const root = path.resolve(opts.root);
  if (!existsSync(root) || !statSync(root).isDirectory()) throw new Error(`static root is not a directory: ${root}`);
  const assets = path.join(root, 'assets') + path.sep;

  await fastify.register(fastifyStatic, {
    root,
    index: false,
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    etag: true,
    lastModified: true,
    dotfiles: 'deny',
    setHeaders: (reply: FastifyReply, filePath: string) => {
      if (filePath.startsWith(assets)) reply.header('cache-control', IMMUTABLE_CACHE);
      // The precompressed sibling (index.html.br) is the same page: never cached without revalidation either.
      else if (/\.html(\.br|\.gz)?$/.test(filePath)) reply.header('cache-control', INDEX_CACHE);
      else reply.header('cache-control', OTHER_CACHE);
    },
  });

  const sendIndex = (reply: FastifyReply, file = 'index.html') => reply.header('cache-control', INDEX_CACHE).sendFile(file);
  // A route answers its page's own HTML when the build wrote one (it also preloads that page's
  // chunks, scripts/build.ts), else index.html (an older or partial build). Resolved once here: the
  // build writes them before the gateway starts (`npm run dev` too: its first build comes first, and
  // its rebuilds rewrite the same names).
  for (const route of ROUTES) {
    const urls = route.prefix ? [route.path, `${route.path}/*`] : [route.path];
    const own = pageHtmlPath(route.page);
    const file = existsSync(path.join(root, own)) ? own : 'index.html';
    for (const url of urls) fastify.route({ method: ['GET', 'HEAD'], url, handler: (_req, reply) => sendIndex(reply, file) });
  }

  fastify.setNotFoundHandler((request, reply) => {
    const url = request.url;
    if ((request.method === 'GET' || request.method === 'HEAD') && isAppPath(url) && wantsHtml(request)) {
      return sendIndex(reply.code(404));
    }
    throw new EdgeError('NOT_FOUND');
  });
}

/** Serves the built client; see the module comment. */
export const staticPlugin = fp(plugin, { name: 'zhigu-static', fastify: '5.x' });
