/**
 * The active conditions: one row per condition with its editor (range boxes with the unit and
 * preset chips, option chips for a set, nothing more for a signal), how many stocks pass it alone
 * and the funnel after it; OR groups boxed, with 或/且 to join a condition to the one above or
 * take it out; × removes. A problem the contract finds is shown under its row.
 */
import { fieldOf, type RangeField, type SetField } from '../../../contracts/screener/fields';
import { conditionText, isOrGroup, type ScreenCondition, type ScreenProblem, type ScreenTree } from '../../../contracts/screener/tree';
import { Chip } from '../../ui/panel-styles';
import { Conditions, Funnel, IconButton, OrBox, Row } from './styles';
import { joinWithPrevious, parseBound, removeCondition, splitFromGroup, updateCondition, type Slot } from './tree-edit';

/** Props of {@link ConditionList}. */
export interface ConditionListProps {
  tree: ScreenTree;
  /** Per AND node: passing alone, and the funnel after it (from the last run), when known. */
  counts: readonly number[] | null;
  funnel: readonly number[] | null;
  universe: number | null;
  problem: ScreenProblem | null;
  onChange(tree: ScreenTree): void;
}

function RangeEditor({ field, c, onChange }: { field: RangeField; c: ScreenCondition; onChange(c: ScreenCondition): void }) {
  const set = (key: 'min' | 'max', text: string) => {
    const v = parseBound(text);
    const next: ScreenCondition = { ...c };
    if (v === null) delete next[key];
    else next[key] = v;
    onChange(next);
  };
  return (
    <>
      <input
        type="number"
        aria-label={`${field.label}下限`}
        placeholder="不限"
        defaultValue={c.min ?? ''}
        key={`min${c.min ?? ''}`}
        onBlur={(e) => set('min', e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && set('min', e.currentTarget.value)}
      />
      <span>~</span>
      <input
        type="number"
        aria-label={`${field.label}上限`}
        placeholder="不限"
        defaultValue={c.max ?? ''}
        key={`max${c.max ?? ''}`}
        onBlur={(e) => set('max', e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && set('max', e.currentTarget.value)}
      />
      <span className="unit">{field.unit}</span>
      {field.presets.map((p) => {
        const active = (c.min ?? undefined) === p.min && (c.max ?? undefined) === p.max;
        return (
          <Chip
            key={p.label}
            type="button"
            $active={active}
            onClick={() => {
              // A preset is an absolute band: a report streak stays, a reference and strict bounds go.
              const next: ScreenCondition = { field: c.field };
              if (c.years) next.years = c.years;
              if (c.quarters) next.quarters = c.quarters;
              if (p.min !== undefined) next.min = p.min;
              if (p.max !== undefined) next.max = p.max;
              onChange(next);
            }}
          >
            {p.label}
          </Chip>
        );
      })}
    </>
  );
}

function SetEditor({ field, c, onChange }: { field: SetField; c: ScreenCondition; onChange(c: ScreenCondition): void }) {
  const values = new Set(c.values ?? []);
  return (
    <>
      {field.options.map((o) => (
        <Chip
          key={o}
          type="button"
          aria-pressed={values.has(o)}
          $active={values.has(o)}
          onClick={() => {
            const next = new Set(values);
            if (next.has(o)) next.delete(o);
            else next.add(o);
            onChange({ ...c, values: field.options.filter((x) => next.has(x)) });
          }}
        >
          {o}
        </Chip>
      ))}
    </>
  );
}

function pathOf([n, m]: Slot): string {
  return m < 0 ? `all[${n}]` : `all[${n}].any[${m}]`;
}

/** See the module comment. */
export function ConditionList({ tree, counts, funnel, universe, problem, onChange }: ConditionListProps) {
  if (tree.all.length === 0)
    return <Conditions aria-label="选股条件">{<li style={{ opacity: 0.7 }}>从左侧选择条件开始选股，或试试「智能选股」用一句话描述</li>}</Conditions>;

  const row = (c: ScreenCondition, slot: Slot, nodeIndex: number, inGroup: boolean) => {
    const field = fieldOf(c.field);
    const path = pathOf(slot);
    const bad = problem && (problem.path === path || problem.path.startsWith(`${path}.`)) ? problem.message : null;
    return (
      <Row $invalid={bad !== null} data-testid="condition" data-field={c.field}>
        <span className="label">{field?.label ?? c.field}</span>
        {field?.kind === 'range' && <RangeEditor field={field} c={c} onChange={(x) => onChange(updateCondition(tree, slot, x))} />}
        {field?.kind === 'set' && <SetEditor field={field} c={c} onChange={(x) => onChange(updateCondition(tree, slot, x))} />}
        {field && field.kind !== 'range' && (
          <Chip
            type="button"
            aria-pressed={!!c.not}
            $active={!!c.not}
            title={field.kind === 'set' ? '排除所选项' : '不满足该信号'}
            onClick={() => {
              const { not: _was, ...rest } = c;
              onChange(updateCondition(tree, slot, c.not ? rest : { ...rest, not: true }));
            }}
          >
            {field.kind === 'set' ? '不含' : '非'}
          </Chip>
        )}
        {(c.vs || c.years || c.quarters || c.minExclusive || c.maxExclusive) && (
          <span className="reading" data-testid="condition-reading">
            {conditionText(c, field)}
          </span>
        )}
        <span className="spacer" />
        {!inGroup && counts && (
          <span className="count" title="单独满足该条件的股票数 / 逐步筛选后剩余">
            单独 {counts[nodeIndex] ?? '--'} 只 · 剩 {funnel?.[nodeIndex] ?? '--'} 只{' '}
            {universe ? <Funnel $share={(funnel?.[nodeIndex] ?? 0) / universe} /> : null}
          </span>
        )}
        {!inGroup && nodeIndex > 0 && (
          <IconButton type="button" title="与上一条件改为「或」" onClick={() => onChange(joinWithPrevious(tree, nodeIndex))}>
            或
          </IconButton>
        )}
        {inGroup && (
          <IconButton type="button" title="移出「或」组，改为「且」" onClick={() => onChange(splitFromGroup(tree, slot))}>
            且
          </IconButton>
        )}
        <IconButton type="button" aria-label={`删除条件 ${field?.label ?? c.field}`} onClick={() => onChange(removeCondition(tree, slot))}>
          ×
        </IconButton>
        {bad && (
          <span className="error" role="alert">
            {bad}
          </span>
        )}
      </Row>
    );
  };

  return (
    <Conditions aria-label="选股条件">
      {tree.all.map((node, n) =>
        isOrGroup(node) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: conditions have no id; the position is the identity
          <OrBox key={n} data-testid="or-group">
            <span className="or-label">满足任一（或）{counts ? ` · 单独 ${counts[n] ?? '--'} 只 · 剩 ${funnel?.[n] ?? '--'} 只` : ''}</span>
            <ol>
              {node.any.map((c, m) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: as above
                <li key={m}>{row(c, [n, m], n, true)}</li>
              ))}
            </ol>
          </OrBox>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: as above
          <li key={n}>{row(node, [n, -1], n, false)}</li>
        ),
      )}
    </Conditions>
  );
}
