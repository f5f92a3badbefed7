/**
 * An item's detail (`?id=`, addressable) in a dialog: title, time and category, text, tags, securities.
 */
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { NEWS_TAB_LABELS, newsEndpoints, type NewsItem } from '../../../../contracts/endpoints/news';
import { wallDate, wallTime } from '../../../core/exchange-clock';
import { requestOnce } from '../../../services/http';
import { EmptyState } from '../../../ui/empty-state';
import { Loading } from '../../../ui/loading';
import { Modal } from '../../../ui/modal';
import { rem } from '../../../ui/theme';
import { Securities, Tags } from './news-item';

/** See the module comment. */
export function NewsDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const [item, setItem] = useState<NewsItem | null>(null);
  const [problem, setProblem] = useState('');
  useEffect(() => {
    let live = true;
    setItem(null);
    setProblem('');
    requestOnce(newsEndpoints.newsItem, { query: { id } })
      .then((i) => live && setItem(i))
      .catch((e: unknown) => live && setProblem(e instanceof Error ? e.message : '加载失败'));
    return () => {
      live = false;
    };
  }, [id]);
  return (
    <Modal title={item?.digest ? `资讯详情 · ${item.digest}` : '资讯详情'} onClose={onClose}>
      <DetailBody data-testid="news-detail">
        {problem ? <EmptyState text={problem} /> : null}
        {!item && !problem ? <Loading text="加载中" /> : null}
        {item ? (
          <>
            <h3 data-level={item.level}>{item.title}</h3>
            <time dateTime={new Date(item.ts).toISOString()}>
              {wallDate(item.ts)} {wallTime(item.ts).slice(0, 5)} · {NEWS_TAB_LABELS[item.category]}
            </time>
            <p>{item.content}</p>
            <Tags tags={item.tags} />
            <Securities item={item} />
          </>
        ) : null}
      </DetailBody>
    </Modal>
  );
}

const DetailBody = styled.div`
  h3 {
    margin: 0 0 ${rem(6)};
    font-size: ${rem(15)};
    color: ${({ theme }) => theme.colors.text};
  }
  h3[data-level='important'] {
    color: ${({ theme }) => theme.colors.danger};
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${rem(12)};
  }
  p {
    margin: ${rem(8)} 0;
  }
`;
