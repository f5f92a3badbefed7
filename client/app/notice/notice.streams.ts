/**
 * Which notice the banner scrolls (spec §3, §4): the server's current notice unless the user closed
 * that same notice before. The stored state follows the server: a new notice id reopens the banner.
 */
import { NOTICE_PX_PER_FRAME } from '../../../contracts/constants';
import type { Notice, NoticeState } from '../../../contracts/entities';

/** What to show and what to store. */
export interface NoticeDecision {
  show: Notice | null;
  /** New stored state; undefined = leave storage as it is. */
  store: NoticeState | null | undefined;
}

/** Decides from the stored state and the server's answer (null = no notice now). */
export function decideNotice(stored: NoticeState | null, current: Notice | null): NoticeDecision {
  if (current === null) return { show: null, store: undefined };
  if (stored && stored.notice.id === current.id && stored.status === 'closed') {
    return { show: null, store: { notice: current, status: 'closed' } };
  }
  return { show: current, store: { notice: current, status: 'open' } };
}

/** The stored state after the user closes a notice. */
export function closeNotice(notice: Notice): NoticeState {
  return { notice, status: 'closed' };
}

/** One frame of the marquee (spec §4: 1.2 px per frame); wraps to the right edge once the text has left. */
export function nextOffset(x: number, textWidth: number, trackWidth: number): number {
  const next = x - NOTICE_PX_PER_FRAME;
  return next < -textWidth ? trackWidth : next;
}
