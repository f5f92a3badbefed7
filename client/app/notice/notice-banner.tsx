/**
 * The scrolling notice banner (spec §2, §4): fetched once per visit from
 * `GET /api/v2/notice/current`, scrolls 1.2 px per frame, pauses on hover, can be closed; the
 * notice and its status are stored (`notice` key) so a closed notice stays closed.
 */
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import type { Notice } from '../../../contracts/entities';
import { noticeEndpoints, parseNotice } from '../../../contracts/endpoints/notice';
import { persisted } from '../../core/persisted';
import { request } from '../../services/http';
import { rem } from '../../ui/theme';
import { closeNotice, decideNotice, nextOffset } from './notice.streams';

const Bar = styled.div`
  display: flex;
  align-items: center;
  gap: ${rem(10)};
  height: ${rem(32)};
  flex: none;
  padding: 0 ${rem(12)} 0 ${rem(20)};
  background: ${({ theme }) => (theme.dark ? 'rgba(255, 154, 46, 0.08)' : '#FFF7E8')};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${rem(13)};
`;

const Track = styled.div`
  position: relative;
  flex: 1;
  height: 100%;
  overflow: hidden;
`;

const Text = styled.a`
  position: absolute;
  top: 50%;
  left: 0;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.text};
  will-change: transform;
`;

const Close = styled.button`
  border: 0;
  background: none;
  padding: ${rem(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${rem(16)};
  line-height: 1;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
`;

function Marquee({ notice }: { notice: Notice }) {
  const track = useRef<HTMLDivElement>(null);
  const text = useRef<HTMLAnchorElement>(null);
  const paused = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new notice (its id) restarts the marquee; the refs are read inside
  useEffect(() => {
    const t = text.current;
    const tr = track.current;
    if (!t || !tr) return;
    // Widths are cached (and refreshed on resize) so a frame only writes a transform and never
    // forces a layout while live tables elsewhere change the page.
    let textWidth = t.offsetWidth;
    let trackWidth = tr.clientWidth;
    const resize = new ResizeObserver(() => {
      textWidth = t.offsetWidth;
      trackWidth = tr.clientWidth;
    });
    resize.observe(t);
    resize.observe(tr);
    let x = trackWidth;
    let frame = 0;
    const step = () => {
      if (!paused.current) {
        x = nextOffset(x, textWidth, trackWidth);
        t.style.transform = `translate(${x}px, -50%)`;
      }
      frame = requestAnimationFrame(step);
    };
    frame = requestAnimationFrame(step);
    return () => {
      cancelAnimationFrame(frame);
      resize.disconnect();
    };
  }, [notice.id]);
  const link = notice.url ? { href: notice.url, target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <Track ref={track} onMouseEnter={() => (paused.current = true)} onMouseLeave={() => (paused.current = false)} data-testid="notice-track">
      <Text ref={text} {...link} style={{ transform: 'translate(100vw, -50%)' }}>
        {notice.message}
      </Text>
    </Track>
  );
}

/** See the module comment. */
export function NoticeBanner() {
  const [notice, setNotice] = useState<Notice | null>(null);
  useEffect(() => {
    const sub = request(noticeEndpoints.currentNotice, { silent: true }).subscribe({
      next: (datas) => {
        const decision = decideNotice(persisted.get('notice'), datas === null ? null : parseNotice(datas));
        if (decision.store !== undefined) {
          if (decision.store === null) persisted.remove('notice');
          else persisted.set('notice', decision.store);
        }
        setNotice(decision.show);
      },
      error: () => setNotice(null), // no notice service: no banner
    });
    return () => sub.unsubscribe();
  }, []);
  if (!notice) return null;
  return (
    <Bar role="region" aria-label="公告" data-testid="notice-banner">
      <svg
        width="16"
        height="16"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
      >
        <path d="M4 10v4h3l5 4V6L7 10zM16 9a4 4 0 0 1 0 6M18.5 6.5a7.5 7.5 0 0 1 0 11" />
      </svg>
      <Marquee notice={notice} />
      <Close
        type="button"
        aria-label="关闭公告"
        onClick={() => {
          persisted.set('notice', closeNotice(notice));
          setNotice(null);
        }}
      >
        ×
      </Close>
    </Bar>
  );
}
