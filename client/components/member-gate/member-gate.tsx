/**
 * The one gate for member-only modules and depths (issue 18; decisions in contracts/membership.ts).
 * Members see the children. Everyone else sees a blurred, inert preview (`preview`, or the children
 * when the page rendered only the free part) under a card naming the feature, what non-members
 * get, and 开通会员 (→ /pay) or 登录后开通 (→ login, returning here). The sim does not send gated
 * data, so the preview never holds real member data; this only shows the way in.
 *
 * Pages use {@link useMemberAccess} (the one check, `canUse` of contracts) to decide what to ask
 * the server for, and {@link isMemberOnlyError} to show the gate when the server refused.
 */
import { useObservableEagerState } from 'observable-hooks';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { canUse, MEMBER_FEATURES, MEMBER_GATE_TEXT, MEMBER_ONLY_CODE, PAY_PATH, type MemberFeature } from '../../../contracts/membership';
import { goToLogin } from '../../core/go-to-login';
import { navigateTo } from '../../core/navigation';
import { token$, userInfo$ } from '../../state/session';
import { rem } from '../../ui/theme';

/** True when the signed-in user may use `feature` (false while signed out). */
export function useMemberAccess(feature: MemberFeature): boolean {
  const token = useObservableEagerState(token$);
  const user = useObservableEagerState(userInfo$);
  return canUse(feature, token === null ? null : user);
}

/** True for the server's member-only refusal (envelope code {@link MEMBER_ONLY_CODE}). */
export function isMemberOnlyError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === MEMBER_ONLY_CODE;
}

const Wrap = styled.div`
  position: relative;
  min-height: ${rem(320)};
  margin: ${rem(16)};
  border-radius: ${rem(10)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const Blurred = styled.div`
  filter: blur(6px);
  opacity: 0.55;
  pointer-events: none;
  user-select: none;
`;

const Card = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${rem(8)};
  text-align: center;
  padding: ${rem(16)};
  color: ${({ theme }) => theme.colors.text};
  strong {
    font-size: ${rem(16)};
    color: ${({ theme }) => theme.colors.warning};
  }
  p {
    margin: 0;
    font-size: ${rem(13)};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const Join = styled.button`
  margin-top: ${rem(4)};
  height: ${rem(34)};
  padding: 0 ${rem(22)};
  border: none;
  border-radius: ${rem(17)};
  font: inherit;
  font-size: ${rem(14)};
  cursor: pointer;
  color: #5b3a00;
  background: linear-gradient(90deg, #ffe3a3, #f5c26b);
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

/** Props of {@link MemberGate}. */
export interface MemberGateProps {
  feature: MemberFeature;
  /** What members see. */
  children: ReactNode;
  /** What non-members see blurred (free data or a neutral skeleton); default: a neutral skeleton. */
  preview?: ReactNode;
  /** Shown instead of the gate's own access check (e.g. the server said member-only). */
  locked?: boolean;
}

const Skeleton = styled.div`
  height: ${rem(320)};
  border-radius: ${({ theme }) => theme.radius};
  background: repeating-linear-gradient(
    180deg,
    ${({ theme }) => theme.colors.border} 0 ${rem(10)},
    transparent ${rem(10)} ${rem(26)}
  );
`;

/** See the module comment. */
export function MemberGate({ feature, children, preview, locked }: MemberGateProps) {
  const token = useObservableEagerState(token$);
  const allowed = useMemberAccess(feature);
  if (allowed && !locked) return <>{children}</>;
  const info = MEMBER_FEATURES[feature];
  const signedIn = token !== null;
  return (
    <Wrap data-testid={`member-gate-${feature}`}>
      <Blurred aria-hidden inert>
        {preview ?? <Skeleton />}
      </Blurred>
      <Card role="region" aria-label={`${info.name}（${MEMBER_GATE_TEXT.title}）`}>
        <strong>{MEMBER_GATE_TEXT.title}</strong>
        <p>{info.name}</p>
        <p>非会员：{info.free}</p>
        <Join type="button" onClick={() => (signedIn ? navigateTo(PAY_PATH) : goToLogin())}>
          {signedIn ? MEMBER_GATE_TEXT.action : MEMBER_GATE_TEXT.login}
        </Join>
      </Card>
    </Wrap>
  );
}
