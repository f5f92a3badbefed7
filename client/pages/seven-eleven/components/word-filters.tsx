/**
 * The include/exclude word filters' form (comma-separated words, checked against the desk's limits).
 */
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { NEWS_FILTER_WORDS_MAX, NEWS_KEYWORD_MAX, newsWords } from '../../../../contracts/endpoints/news';
import type { NewsFilterWords } from '../../../../contracts/storage-keys';
import { Button } from '../../../ui/button';
import { rem } from '../../../ui/theme';

/** See the module comment. */
export function WordFilters({ words, onSave, onCancel }: { words: NewsFilterWords; onSave: (w: NewsFilterWords) => void; onCancel: () => void }) {
  const [include, setInclude] = useState(words.include.join('，'));
  const [exclude, setExclude] = useState(words.exclude.join('，'));
  const [problem, setProblem] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const inc = newsWords(include);
    const exc = newsWords(exclude);
    const bad = [...inc, ...exc].find((w) => w.length > NEWS_KEYWORD_MAX);
    if (inc.length > NEWS_FILTER_WORDS_MAX || exc.length > NEWS_FILTER_WORDS_MAX) return setProblem(`每项最多${NEWS_FILTER_WORDS_MAX}个词`);
    if (bad) return setProblem(`“${bad.slice(0, 8)}…”超过${NEWS_KEYWORD_MAX}个字符`);
    onSave({ include: inc, exclude: exc });
  };
  return (
    <FilterForm onSubmit={submit} aria-label="关键词筛选" onKeyDown={(e) => e.key === 'Escape' && onCancel()}>
      <label>
        包含
        <input value={include} onChange={(e) => setInclude(e.target.value)} placeholder="任一词出现即显示，逗号分隔" aria-label="包含关键词" />
      </label>
      <label>
        排除
        <input value={exclude} onChange={(e) => setExclude(e.target.value)} placeholder="出现任一词即隐藏，逗号分隔" aria-label="排除关键词" />
      </label>
      <Button type="submit" $variant="primary" $small>
        保存
      </Button>
      <Button type="button" $small onClick={onCancel}>
        取消
      </Button>
      {problem ? <em role="alert">{problem}</em> : null}
    </FilterForm>
  );
}

const FilterForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${rem(8)} ${rem(12)};
  align-items: center;
  padding: ${rem(8)} ${rem(16)};
  font-size: ${rem(13)};
  color: ${({ theme }) => theme.colors.textSecondary};
  label {
    display: flex;
    gap: ${rem(6)};
    align-items: center;
  }
  input {
    width: ${rem(220)};
    max-width: 60vw;
    padding: ${rem(4)} ${rem(8)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${rem(4)};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  em {
    color: ${({ theme }) => theme.colors.danger};
    font-style: normal;
  }
`;
