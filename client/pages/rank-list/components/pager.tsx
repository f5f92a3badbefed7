/**
 * A compact pager: 上一页 / page numbers around the current one / 下一页, and the total.
 */
import styled from 'styled-components';
import { rem } from '../../../ui/theme';
import { Chip } from '../../../ui/panel-styles';
import { pageWindow } from './page-window';

const Bar = styled.nav`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${rem(6)};
  padding: ${rem(10)} ${rem(12)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${rem(12)};
`;

/** Props of {@link Pager}. */
export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPage(page: number): void;
}

/** See the module comment. */
export function Pager({ page, pageSize, total, onPage }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Bar aria-label="分页">
      <span>共 {total} 只</span>
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
    </Bar>
  );
}
