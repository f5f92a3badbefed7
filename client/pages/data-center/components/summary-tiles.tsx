/**
 * A row of headline figures (label, value, optional trend colour) above a section's table.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { rem } from '../../../ui/theme';

/** One tile. */
export interface Tile {
  label: string;
  value: ReactNode;
  /** Sign that colours the value red (> 0) or green (< 0). */
  trend?: number | null;
  note?: string;
}

const Row = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${rem(150)}, 1fr));
  gap: ${rem(8)};
  margin: 0;
  padding: ${rem(12)};
  div {
    padding: ${rem(8)} ${rem(10)};
    border-radius: ${rem(6)};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  dt {
    font-size: ${rem(12)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: ${rem(4)} 0 0;
    font-size: ${rem(16)};
    font-weight: 600;
    font-family: ${({ theme }) => theme.numericFont};
    font-variant-numeric: tabular-nums;
  }
  dd.up {
    color: ${({ theme }) => theme.colors.up};
  }
  dd.down {
    color: ${({ theme }) => theme.colors.down};
  }
  small {
    display: block;
    font-size: ${rem(11)};
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** See the module comment. */
export function SummaryTiles({ tiles, testId }: { tiles: readonly Tile[]; testId: string }) {
  return (
    <Row data-testid={testId}>
      {tiles.map((t) => (
        <div key={t.label}>
          <dt>{t.label}</dt>
          <dd className={t.trend ? (t.trend > 0 ? 'up' : 'down') : undefined}>
            {t.value}
            {t.note && <small>{t.note}</small>}
          </dd>
        </div>
      ))}
    </Row>
  );
}
