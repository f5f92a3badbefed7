/**
 * Renders the app's messages: warnings and successes as short toasts at the top centre,
 * titled notifications (请求错误, 网络异常, a fired 价格预警) as cards at the top right — a card may
 * show a security's live price and a link (the alert's stock).
 */
import { useObservableEagerState } from 'observable-hooks';
import styled, { keyframes } from 'styled-components';
import { PriceCell } from '../components/live-quote/price-cell';
import { dismissToast, toasts$, type Toast } from '../core/notifications';
import { AppLink } from '../ui/app-link';
import { rem } from '../ui/theme';

const drop = keyframes`from { opacity: 0; transform: translateY(-6px); } to { opacity: 1; transform: none; }`;

const Center = styled.div`
  position: fixed;
  top: ${rem(16)};
  left: 50%;
  transform: translateX(-50%);
  z-index: 2000;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${rem(8)};
  pointer-events: none;
`;

const Pill = styled.div<{ $kind: Toast['kind'] }>`
  display: flex;
  align-items: center;
  gap: ${rem(8)};
  max-width: min(${rem(520)}, 90vw);
  padding: ${rem(9)} ${rem(16)};
  border-radius: ${rem(6)};
  background: ${({ theme }) => theme.colors.raised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.colors.shadow};
  font-size: ${rem(14)};
  animation: ${drop} 0.18s ease-out;
  pointer-events: auto;
  &::before {
    content: '${({ $kind }) => ($kind === 'success' ? '✓' : '!')}';
    display: grid;
    place-items: center;
    width: ${rem(16)};
    height: ${rem(16)};
    flex: none;
    border-radius: 50%;
    background: ${({ theme, $kind }) => ($kind === 'success' ? theme.colors.success : theme.colors.warning)};
    color: #fff;
    font-size: ${rem(11)};
    font-weight: 700;
  }
`;

const Corner = styled.div`
  position: fixed;
  top: ${rem(16)};
  right: ${rem(16)};
  z-index: 2000;
  display: flex;
  flex-direction: column;
  gap: ${rem(10)};
`;

const Card = styled.div`
  position: relative;
  width: ${rem(340)};
  padding: ${rem(14)} ${rem(36)} ${rem(14)} ${rem(16)};
  border-radius: ${rem(8)};
  border-left: 3px solid ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.raised};
  box-shadow: ${({ theme }) => theme.colors.shadow};
  animation: ${drop} 0.18s ease-out;
`;

const CardTitle = styled.div`
  margin-bottom: ${rem(4)};
  font-size: ${rem(15)};
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
`;

const CardText = styled.div`
  font-size: ${rem(13)};
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.textSecondary};
  word-break: break-all;
`;

const CardFoot = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${rem(10)};
  margin-top: ${rem(6)};
  font-size: ${rem(13)};
  color: ${({ theme }) => theme.colors.textMuted};
  .live {
    font-family: ${({ theme }) => theme.numericFont};
    font-variant-numeric: tabular-nums;
  }
  a {
    margin-left: auto;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Close = styled.button`
  position: absolute;
  top: ${rem(8)};
  right: ${rem(8)};
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${rem(16)};
  cursor: pointer;
`;

/** See the module comment. */
export function Toaster() {
  const toasts = useObservableEagerState(toasts$);
  const short = toasts.filter((t) => t.kind !== 'notification');
  const cards = toasts.filter((t) => t.kind === 'notification');
  return (
    <>
      <Center role="status" aria-live="polite" data-testid="toasts">
        {short.map((t) => (
          <Pill key={t.id} $kind={t.kind}>
            {t.message}
          </Pill>
        ))}
      </Center>
      <Corner role="alert" data-testid="notifications">
        {cards.map((t) => (
          <Card key={t.id} data-testid="notification">
            <CardTitle>{t.title}</CardTitle>
            <CardText>{t.message}</CardText>
            {(t.live || t.link) && (
              <CardFoot>
                {t.live && (
                  <span>
                    最新 <PriceCell className="live" id={t.live} field="price" /> <PriceCell className="live" id={t.live} field="pct" />
                  </span>
                )}
                {t.link && (
                  <AppLink href={t.link.href} onClick={() => dismissToast(t.id)}>
                    {t.link.label}
                  </AppLink>
                )}
              </CardFoot>
            )}
            <Close type="button" aria-label="关闭" onClick={() => dismissToast(t.id)}>
              ×
            </Close>
          </Card>
        ))}
      </Corner>
    </>
  );
}
