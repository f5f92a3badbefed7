/**
 * The page a code-taking page shows when its address names no security: what could not be read
 * (when something was given), and the search inline, so the user picks a stock and goes on
 * instead of editing the address. Results are links to the same page with the picked code.
 */
import { useState } from 'react';
import { useObservableEagerState } from 'observable-hooks';
import styled from 'styled-components';
import { marketLabel } from '../../../contracts/market';
import { createAppSearch } from '../../state/search';
import { AppLink } from '../../ui/app-link';
import { EmptyState } from '../../ui/empty-state';
import { Card, MarketPage, themedControl } from '../../ui/panel-styles';
import { rem } from '../../ui/theme';

const Picker = styled.div`
  width: min(${rem(420)}, 100%);
  input {
    box-sizing: border-box;
    width: 100%;
    height: ${rem(38)};
    ${themedControl}
    padding: 0 ${rem(12)};
  }
  ul {
    margin: ${rem(6)} 0 0;
    padding: 0;
    list-style: none;
    text-align: left;
  }
  li a {
    display: flex;
    gap: ${rem(10)};
    padding: ${rem(7)} ${rem(10)};
    border-radius: ${({ theme }) => theme.radius};
    color: ${({ theme }) => theme.colors.text};
  }
  li a:hover,
  li a:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  .code {
    font-family: ${({ theme }) => theme.numericFont};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .label {
    margin-left: auto;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${rem(12)};
  }
`;

/** Props of {@link NoCodePage}. */
export interface NoCodePageProps {
  /** The page's path, e.g. `/pepChat`: a picked stock opens `/pepChat?code=…`. */
  path: string;
  /** What the page shows, e.g. 估值分位. */
  title: string;
  /** Why the given code names nothing (from `codeProblem`), or null when none was given. */
  problem: string | null;
}

/** See the module comment. */
export function NoCodePage({ path, title, problem }: NoCodePageProps) {
  const [search] = useState(createAppSearch);
  const state = useObservableEagerState(search.state$);
  const query = state.query.trim();
  return (
    <MarketPage data-testid="no-code-page">
      <Card>
        <EmptyState text={problem ?? `选择一只股票查看${title}`}>
          <Picker>
            <input
              type="search"
              aria-label="搜索股票"
              placeholder="输入代码、名称或拼音首字母，例如 600519 或 gzmt"
              value={state.query}
              onChange={(e) => search.type(e.target.value)}
              // biome-ignore lint/a11y/noAutofocus: the only thing to do on this page is to pick a stock
              autoFocus
            />
            {query !== '' && state.status === 'loading' && <p>搜索中…</p>}
            {query !== '' && state.status === 'error' && <p>搜索失败，请稍后重试</p>}
            {query !== '' && state.status === 'done' && state.results.length === 0 && <p>没有找到「{query}」</p>}
            {query !== '' && state.results.length > 0 && (
              <ul aria-label="搜索结果">
                {state.results.slice(0, 8).map((r) => (
                  <li key={r.id}>
                    <AppLink href={`${path}?code=${encodeURIComponent(r.id)}`}>
                      <span>{r.name}</span>
                      <span className="code">{r.code}</span>
                      <span className="label">{marketLabel({ suffix: r.codeSuff, kind: r.capitalOrIndex })}</span>
                    </AppLink>
                  </li>
                ))}
              </ul>
            )}
          </Picker>
        </EmptyState>
      </Card>
    </MarketPage>
  );
}
