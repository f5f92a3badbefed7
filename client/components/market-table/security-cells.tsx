/**
 * Cells every market table shares: the security's name link over its code, the row click that
 * opens the security, and a sortable column header with its arrow and `aria-sort`.
 */
import type { MouseEvent } from 'react';
import type { CapitalOrIndex, SecurityId } from '../../../contracts/market';
import { stockUrl } from '../../../contracts/routes';
import { openSecurity } from './open-security';
import { rememberStockList } from '../../core/stock-nav-list';
import { NameCell, SortButton } from './table-styles';

/** What a row needs to name and open its security. */
export interface SecurityRef {
  id: SecurityId;
  kind: CapitalOrIndex;
  name: string;
  code: string;
}

/** Row click: opens the security, except on its name link (which opens it itself). */
export function openRowSecurity(e: MouseEvent, item: SecurityRef): void {
  if ((e.target as HTMLElement).closest('a')) return;
  rememberStockList(e.currentTarget as Element);
  openSecurity(item.id, item.kind);
}

/** The name as a link to the stock page (opened in a new window, or a warning) over the code. */
export function SecurityNameCell({ item }: { item: SecurityRef }) {
  return (
    <NameCell>
      <a
        href={stockUrl(item.id)}
        target="_blank"
        rel="noopener noreferrer"
        onClick={(e) => {
          e.preventDefault();
          rememberStockList(e.currentTarget);
          openSecurity(item.id, item.kind);
        }}
      >
        {item.name}
      </a>
      <small>{item.code}</small>
    </NameCell>
  );
}

/** Props of {@link SortHeader}. */
export interface SortHeaderProps {
  label: string;
  /** This column's sort order, or null when the table is not sorted by it. */
  order: 'asc' | 'desc' | null;
  /** Header click; absent: the header is plain text. */
  onSort?(): void;
  className?: string;
}

/** A column header: a sort button with ↓/↑ on the sorted column, or plain text. */
export function SortHeader({ label, order, onSort, className }: SortHeaderProps) {
  return (
    <th className={className} aria-sort={order === null ? undefined : order === 'desc' ? 'descending' : 'ascending'}>
      {onSort ? (
        <SortButton type="button" $active={order !== null} onClick={onSort}>
          {label}
          {order === null ? '' : order === 'desc' ? ' ↓' : ' ↑'}
        </SortButton>
      ) : (
        label
      )}
    </th>
  );
}
