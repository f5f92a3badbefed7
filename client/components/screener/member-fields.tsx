/**
 * Member-only screener fields on the client (the table is contracts/membership.ts
 * MEMBER_SCREEN_FIELDS; the sim refuses them to non-members with the same message): which fields
 * are locked for the user now, and the prompt shown instead of running — the sentence naming the
 * fields over the one member gate (开通会员 → /pay, or 登录后开通).
 */
import { useObservableEagerState } from 'observable-hooks';
import { useMemo } from 'react';
import styled from 'styled-components';
import { canUse, MEMBER_SCREEN_FIELDS, screenFieldFeature } from '../../../contracts/membership';
import { fieldOf } from '../../../contracts/screener/fields';
import { screenLockMessage } from '../../../contracts/screener/gating';
import { token$, userInfo$ } from '../../state/session';
import { rem } from '../../ui/theme';
import { MemberGate } from '../member-gate/member-gate';

/** Field ids the signed-in user may not screen or sort on (all member-only fields while signed out); the check is contracts' `canUse`. */
export function useLockedFields(): ReadonlySet<string> {
  const token = useObservableEagerState(token$);
  const user = useObservableEagerState(userInfo$);
  const vip = token === null ? null : user;
  const vipType = vip?.vipType ?? null;
  return useMemo(
    () => new Set(Object.keys(MEMBER_SCREEN_FIELDS).filter((id) => !canUse(screenFieldFeature(id)!, vipType === null ? null : { vipType }))),
    [vipType],
  );
}

/** A small padlock in the text colour (an emoji lock is missing from many system fonts). */
export function LockIcon() {
  return (
    <svg aria-hidden="true" width="11" height="11" viewBox="0 0 16 16" style={{ verticalAlign: '-1px' }}>
      <path d="M5 7V5a3 3 0 0 1 6 0v2" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <rect x="3" y="7" width="10" height="8" rx="1.5" fill="currentColor" />
    </svg>
  );
}

/** The locked fields among `ids` (e.g. memberFieldsOf of a request), in order. */
export function lockedAmong(ids: readonly string[], locked: ReadonlySet<string>): string[] {
  return ids.filter((id) => locked.has(id));
}

const Prompt = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  > p {
    margin: ${rem(12)} ${rem(16)} 0;
    font-size: ${rem(13)};
    color: ${({ theme }) => theme.colors.warning};
  }
`;

const Preview = styled.div`
  padding: ${rem(24)};
  font-size: ${rem(14)};
  line-height: 2;
`;

/** Props of {@link FieldLockPrompt}. */
export interface FieldLockPromptProps {
  /** The locked field ids to name (at least one). */
  fields: readonly string[];
}

/** The prompt for a screen that uses locked fields: why it cannot run, and the member gate. */
export function FieldLockPrompt({ fields }: FieldLockPromptProps) {
  const feature = screenFieldFeature(fields[0]!) ?? 'valuationHistory';
  return (
    <Prompt data-testid="field-lock">
      <p role="alert">{screenLockMessage(fields)}</p>
      <MemberGate
        feature={feature}
        locked
        preview={
          <Preview>
            {fields.map((id) => (
              <div key={id}>
                {fieldOf(id)?.label}：{fieldOf(id)?.help}
              </div>
            ))}
            <div>共 ×× 只 · 按分位从低到高</div>
          </Preview>
        }
      >
        {null}
      </MemberGate>
    </Prompt>
  );
}
