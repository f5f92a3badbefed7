/**
 * One 7×24 item: its time, a 【模拟】 title that opens the detail (with its digest badge), the text,
 * 加红 when important, 题材 tags and the securities it names with live 涨跌幅 (click opens the stock).
 */
import styled from 'styled-components';
import type { NewsItem } from '../../../../contracts/endpoints/news';
import { PriceCell } from '../../../components/live-quote/price-cell';
import { openSecurity } from '../../../components/market-table/open-security';
import { wallTime } from '../../../core/exchange-clock';
import { rem } from '../../../ui/theme';

/** An item in the list. */
export function Item({ item, onOpen }: { item: NewsItem; onOpen: (id: string) => void }) {
  return (
    <Entry data-level={item.level} data-category={item.category} data-id={item.id}>
      <time dateTime={new Date(item.ts).toISOString()}>{wallTime(item.ts).slice(0, 5)}</time>
      <div>
        {item.title ? (
          <TitleLink type="button" onClick={() => onOpen(item.id)}>
            {item.digest ? <DigestBadge>{item.digest}</DigestBadge> : null}
            <strong>{item.title}</strong>
          </TitleLink>
        ) : null}
        <p>{item.content}</p>
        <Tags tags={item.tags} />
        <Securities item={item} />
      </div>
    </Entry>
  );
}

/** An item's 题材 tags. */
export function Tags({ tags }: { tags: readonly string[] | undefined }) {
  if (!tags || tags.length === 0) return null;
  return (
    <TagList aria-label="题材">
      {tags.map((t) => (
        <span key={t}>#{t}</span>
      ))}
    </TagList>
  );
}

/** The securities an item names, each with its live 涨跌幅. */
export function Securities({ item }: { item: NewsItem }) {
  if (item.securities.length === 0) return null;
  return (
    <Related>
      {item.securities.map((s) => (
        <button key={s.id} type="button" onClick={() => openSecurity(s.id, s.kind)} title={`${s.name}（${s.code}）`}>
          {s.name} <PriceCell id={s.id} field="pct" />
        </button>
      ))}
    </Related>
  );
}

const TitleLink = styled.button`
  display: inline;
  padding: 0;
  border: none;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover strong,
  &:focus-visible strong {
    text-decoration: underline;
  }
`;

const DigestBadge = styled.span`
  display: inline-block;
  margin-right: ${rem(6)};
  padding: 0 ${rem(6)};
  border-radius: ${rem(3)};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${rem(12)};
  line-height: 1.6;
  vertical-align: 1px;
`;

const TagList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${rem(8)};
  margin-top: ${rem(4)};
  font-size: ${rem(12)};
  color: ${({ theme }) => theme.colors.primary};
`;

const Entry = styled.article`
  display: grid;
  grid-template-columns: ${rem(52)} 1fr;
  gap: ${rem(8)};
  padding: ${rem(10)} 0;
  border-bottom: 1px dashed ${({ theme }) => theme.colors.border};
  font-size: ${rem(14)};
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.text};
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-family: ${({ theme }) => theme.numericFont};
    font-size: ${rem(13)};
  }
  strong {
    font-weight: 600;
  }
  p {
    margin: ${rem(2)} 0 0;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  &[data-level='important'] strong,
  &[data-level='important'] p {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const Related = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${rem(6)};
  margin-top: ${rem(6)};
  button {
    padding: ${rem(2)} ${rem(8)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${rem(4)};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${rem(12)};
    cursor: pointer;
  }
`;
