/**
 * The scrolling notice banner's endpoint (spec §3 "notice message with status": fields not shown;
 * the endpoint is ours). The client stores the notice with its open/closed status (storage key
 * `notice`); a closed notice id stays hidden until the server publishes a different id.
 */
import type { Notice } from '../entities';
import { endpoint, type None } from './define';

/** Longest notice text the client shows. */
export const NOTICE_MAX_LENGTH = 500;

/** Notice endpoints. */
export const noticeEndpoints = {
  /** `GET /api/v2/notice/current` → the notice to scroll now, or null when there is none. */
  currentNotice: endpoint<None, never, Notice | null>('GET', '/api/v2/notice/current', 'none'),
} as const;

/** Validates a notice from the wire: positive integer id, 1–500 char message, url empty or http(s)/site-relative. */
export function parseNotice(value: unknown): Notice | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (typeof v.id !== 'number' || !Number.isInteger(v.id) || v.id <= 0) return null;
  if (typeof v.message !== 'string' || v.message.trim() === '' || v.message.length > NOTICE_MAX_LENGTH) return null;
  const url = v.url ?? '';
  if (typeof url !== 'string' || (url !== '' && !/^(https?:\/\/|\/(?!\/))/.test(url))) return null;
  return { id: v.id, message: v.message, url };
}
