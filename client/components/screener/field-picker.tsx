/**
 * The field picker: a search box over every field (label, words and help), the builder groups
 * as tabs, and the fields of the group; picking one adds its condition. A member-only field the
 * user may not use (member-fields.tsx) shows a lock and 会员; picking it asks for the member prompt.
 */
import { useMemo, useState } from 'react';
import { FIELD_GROUPS, SCREEN_FIELDS, type FieldGroup, type ScreenField } from '../../../contracts/screener/fields';
import { TabStrip } from '../../ui/tab-strip';
import { LockIcon } from './member-fields';
import { Picker } from './styles';

/** Props of {@link FieldPicker}. */
export interface FieldPickerProps {
  /** Field ids already in the tree (marked). */
  used: ReadonlySet<string>;
  /** Fields the sim cannot screen yet (shown disabled with the reason). */
  unavailable: ReadonlyMap<string, string>;
  onPick(fieldId: string): void;
  /** Member-only fields the user may not use (shown with a lock; picking one calls `onLocked`). */
  locked?: ReadonlySet<string>;
  onLocked?(fieldId: string): void;
}

function matches(f: ScreenField, q: string): boolean {
  const t = q.trim().toUpperCase();
  if (t === '') return true;
  return [f.label, ...f.words, f.help].some((w) => w.toUpperCase().includes(t));
}

/** See the module comment. */
export function FieldPicker({ used, unavailable, onPick, locked, onLocked }: FieldPickerProps) {
  const [group, setGroup] = useState<FieldGroup>('scope');
  const [query, setQuery] = useState('');
  const fields = useMemo(() => SCREEN_FIELDS.filter((f) => (query.trim() ? matches(f, query) : f.group === group)), [group, query]);
  return (
    <Picker data-testid="field-picker">
      <input type="search" placeholder="搜索条件，如 市盈率、金叉" aria-label="搜索选股条件" value={query} onChange={(e) => setQuery(e.target.value)} />
      {query.trim() === '' && (
        <TabStrip<FieldGroup>
          label="条件分组"
          tabs={FIELD_GROUPS.map((g) => ({ key: g.id, label: g.label }))}
          selected={group}
          onSelect={(k) => setGroup(k as FieldGroup)}
        />
      )}
      <ul aria-label="可选条件">
        {fields.length === 0 && (
          <li>
            <small>没有匹配「{query}」的条件</small>
          </li>
        )}
        {fields.map((f) => {
          const why = unavailable.get(f.id);
          if (why === undefined && locked?.has(f.id))
            return (
              <li key={f.id}>
                <button type="button" data-locked="yes" aria-label={`${f.label}（会员专享）`} title={`${f.help}（会员专享）`} onClick={() => onLocked?.(f.id)}>
                  <span>{f.label}</span>
                  <small className="lock">
                    <LockIcon /> 会员
                  </small>
                </button>
              </li>
            );
          return (
            <li key={f.id}>
              <button type="button" aria-pressed={used.has(f.id)} disabled={why !== undefined} title={why ?? f.help} onClick={() => onPick(f.id)}>
                <span>{f.label}</span>
                <small>{why ? '待接入' : f.kind === 'range' ? f.unit : f.kind === 'set' ? '多选' : '信号'}</small>
              </button>
            </li>
          );
        })}
      </ul>
    </Picker>
  );
}
