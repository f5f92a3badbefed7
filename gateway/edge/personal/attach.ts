/**
 * Wires the personal channel into an edge: the bus (given, Redis when the rate limits have a
 * REDIS_URL, else in-process), the upstream token check, and their release on close.
 */
import type { FastifyInstance } from 'fastify';
import type { Hub } from '../hub/hub';
import { PersonalChannel } from './personal-channel';
import { upstreamTokenResolver } from './upstream-session';
import { LocalUserBus, RedisUserBus, type UserBus } from './user-bus';

/** Longest wait for the upstream's answer to a token check, ms. */
export const TOKEN_CHECK_TIMEOUT_MS = 5_000;

/** Creates the edge's personal channel (see the module comment). */
export function createPersonalChannel(
  app: FastifyInstance,
  hub: Hub,
  opts: { upstreamUrl: string; userBus?: UserBus; rateLimit?: { redisUrl?: string | null } },
): PersonalChannel {
  const log = app.log;
  const redisUrl = opts.rateLimit?.redisUrl ?? null;
  const ownBus = opts.userBus
    ? null
    : redisUrl
      ? new RedisUserBus(redisUrl, (err) => log.warn({ err: err.message }, 'user bus redis error'))
      : new LocalUserBus();
  const bus = opts.userBus ?? (ownBus as UserBus);
  const channel = new PersonalChannel(hub, bus, upstreamTokenResolver(opts.upstreamUrl, TOKEN_CHECK_TIMEOUT_MS), (err) =>
    log.info({ err: err.message }, 'socket token check failed'),
  );
  app.addHook('onClose', async () => {
    channel.stop();
    await ownBus?.close();
  });
  return channel;
}
