/**
 * Adds a security to a comparison: a search box (code, name or pinyin initials) with a list of
 * matching stocks; ↑/↓ move, Enter adds, Esc closes. Codes already shown are marked and skipped.
 */
import { useMemo, useState } from 'react';
import { useObservableState } from 'observable-hooks';
import { Subject, map } from 'rxjs';
import styled from 'styled-components';
import type { SearchResult } from '../../../contracts/entities';
import { searchEndpoints, type SearchType } from '../../../contracts/endpoints/search';
import type { SecurityId } from '../../../contracts/market';
import { parseSearchResults } from '../../core/validators';
import { request } from '../../services/http';
import { themedControl } from '../../ui/panel-styles';
import { rem } from '../../ui/theme';
import { codeSearch$ } from './code-search.streams';

const Box = styled.div`
  position: relative;
  input {
    width: ${rem(200)};
    height: ${rem(28)};
    ${themedControl}
    padding: 0 ${rem(8)};
    font-size: ${rem(13)};
  }
  .list {
    position: absolute;
    z-index: 20;
    top: calc(100% + ${rem(2)});
    left: 0;
    width: ${rem(260)};
    margin: 0;
    padding: ${rem(4)} 0;
    list-style: none;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.colors.raised};
    box-shadow: ${({ theme }) => theme.colors.shadow};
  }
  .opt {
    display: flex;
    gap: ${rem(8)};
    padding: ${rem(6)} ${rem(10)};
    font-size: ${rem(13)};
    cursor: pointer;
  }
  .opt[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  .opt[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: default;
  }
  .opt .id {
    margin-left: auto;
    color: ${({ theme }) => theme.colors.textMuted};
    font-family: ${({ theme }) => theme.numericFont};
  }
`;

function searchCodes(text: string, types: SearchType) {
  return request(searchEndpoints.search, { query: { text, types, timestamp: String(Date.now()) }, silent: true }).pipe(
    map((answer) => parseSearchResults(answer.list) ?? []),
  );
}

/** Props of {@link CodeAdder}. */
export interface CodeAdderProps {
  /** Codes already shown (marked 已添加). */
  present: readonly SecurityId[];
  /** False when no more may be added (the placeholder says why). */
  enabled: boolean;
  disabledText?: string;
  onAdd(id: SecurityId): void;
  /** Which search tab to ask (default 股票) and which hits to offer (default stocks only). */
  types?: SearchType;
  accept?: (r: SearchResult) => boolean;
  /** Accessible name of the box; default 添加对比证券. */
  label?: string;
}

/** See the module comment. */
export function CodeAdder({ present, enabled, disabledText = '已达上限', onAdd, types = 'stock', accept, label = '添加对比证券' }: CodeAdderProps) {
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const [open, setOpen] = useState(false);
  const texts = useMemo(() => new Subject<string>(), []);
  const results = useObservableState(
    // biome-ignore lint/correctness/useExhaustiveDependencies: the search is set up once per box
    useMemo(() => codeSearch$(texts, (t) => searchCodes(t, types), undefined, accept), [texts]),
    [] as SearchResult[],
  );
  const choose = (r: SearchResult | undefined): void => {
    if (!r || present.includes(r.id)) return;
    onAdd(r.id);
    setText('');
    texts.next('');
    setOpen(false);
  };
  const shown = open && text.trim() !== '' && results.length > 0;
  return (
    <Box>
      <input
        type="search"
        aria-label={label}
        placeholder={enabled ? '输入代码/名称/拼音添加' : disabledText}
        disabled={!enabled}
        value={text}
        role="combobox"
        aria-expanded={shown}
        aria-controls="code-adder-list"
        aria-activedescendant={shown ? `code-adder-opt-${active}` : undefined}
        onChange={(e) => {
          setText(e.target.value);
          setActive(0);
          setOpen(true);
          texts.next(e.target.value);
        }}
        onBlur={() => setTimeout(() => setOpen(false), 150)}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') setActive((i) => Math.min(results.length - 1, i + 1));
          else if (e.key === 'ArrowUp') setActive((i) => Math.max(0, i - 1));
          else if (e.key === 'Enter') choose(results[active]);
          else if (e.key === 'Escape') setOpen(false);
          else return;
          e.preventDefault();
        }}
      />
      {shown && (
        <div id="code-adder-list" className="list" role="listbox" aria-label="搜索结果">
          {results.map((r, i) => (
            <div
              key={r.id}
              id={`code-adder-opt-${i}`}
              className="opt"
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              aria-disabled={present.includes(r.id)}
              onMouseDown={(e) => {
                e.preventDefault();
                choose(r);
              }}
            >
              <span>{r.name}</span>
              <span className="id">{present.includes(r.id) ? '已添加' : r.id}</span>
            </div>
          ))}
        </div>
      )}
    </Box>
  );
}
