/**
 * The one pager of every paged table: 上一页 · 第 X / Y 页 · 下一页, or (numbered) 上一页 · page
 * numbers around the current one · 下一页; an optional summary (共 N 条) before and actions (导出CSV)
 * after. It only reports the page asked for; the page keeps it in the address.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../ui/button';
import { Chip } from '../../ui/panel-styles';
import { rem } from '../../ui/theme';
import { pageWindow } from './paging';

const Bar = styled.nav`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${rem(8)};
  padding: ${rem(8)} ${rem(12)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${rem(12)};
  &[data-numbered] {
    gap: ${rem(6)};
    padding: ${rem(10)} ${rem(12)};
  }
`;

/** Props of {@link Pager}. */
export interface PagerProps {
  /** The page on show (1-based) and how many there are. */
  page: number;
  pages: number;
  onPage(page: number): void;
  /** Page-number chips instead of 第 X / Y 页. */
  numbered?: boolean;
  /** Before the buttons, e.g. 共 120 条. */
  summary?: ReactNode;
  /** After the buttons, e.g. an export button. */
  children?: ReactNode;
  /** Test id of the 第 X / Y 页 text. */
  testId?: string;
}

/** See the module comment. */
export function Pager({ page, pages, onPage, numbered = false, summary, children, testId }: PagerProps) {
  const prev = (
    <Button type="button" $small $variant="ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
      上一页
    </Button>
  );
  const next = (
    <Button type="button" $small $variant="ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
      下一页
    </Button>
  );
  return (
    <Bar aria-label="分页" data-numbered={numbered || undefined}>
      {summary}
      {numbered ? (
        <>
          <Chip type="button" $active={false} disabled={page <= 1} onClick={() => onPage(page - 1)}>
            上一页
          </Chip>
          {pageWindow(page, pages).map((p, i) =>
            p === 0 ? (
              // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place (before or after the current page)
              <span key={`gap-${i}`}>…</span>
            ) : (
              <Chip key={p} type="button" $active={p === page} aria-current={p === page ? 'page' : undefined} onClick={() => onPage(p)}>
                {p}
              </Chip>
            ),
          )}
          <Chip type="button" $active={false} disabled={page >= pages} onClick={() => onPage(page + 1)}>
            下一页
          </Chip>
        </>
      ) : (
        <>
          {prev}
          <span data-testid={testId}>
            第 {page} / {pages} 页
          </span>
          {next}
        </>
      )}
      {children}
    </Bar>
  );
}
