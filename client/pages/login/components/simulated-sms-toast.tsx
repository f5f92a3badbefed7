/**
 * The text message the built-in sim would have sent, shown as a phone notification labelled
 * 【模拟短信】: the sim has no phone to text, and without this a demo user could not finish an
 * SMS sign-in. Shown only for a simulated answer; a real upstream never sends one.
 */
import styled from 'styled-components';
import type { SimulatedSms } from '../../../../contracts/endpoints/login';
import { rem } from '../../../ui/theme';

const Toast = styled.aside`
  position: fixed;
  top: ${rem(20)};
  right: ${rem(20)};
  z-index: 20;
  width: ${rem(320)};
  max-width: calc(100vw - ${rem(40)});
  box-sizing: border-box;
  padding: ${rem(12)} ${rem(14)};
  border-radius: ${rem(14)};
  background: ${({ theme }) => theme.colors.raised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.colors.shadow};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${rem(13)};
  line-height: 1.55;
`;

const Head = styled.header`
  display: flex;
  align-items: center;
  gap: ${rem(8)};
  margin-bottom: ${rem(6)};
  font-size: ${rem(12)};
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.warning};
    font-weight: 600;
  }
  span:last-child {
    margin-left: auto;
  }
`;

const Code = styled.b`
  font-family: ${({ theme }) => theme.numericFont};
  letter-spacing: ${rem(1)};
  color: ${({ theme }) => theme.colors.primary};
`;

const Fill = styled.button`
  margin-top: ${rem(8)};
  padding: ${rem(3)} ${rem(10)};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: ${rem(12)};
  cursor: pointer;
`;

/** Props of {@link SimulatedSmsToast}. */
export interface SimulatedSmsToastProps {
  sms: SimulatedSms;
  /** Puts the code into the 短信验证码 field. */
  onFill(code: string): void;
}

/** The simulated message; its code can be filled in with one click. */
export function SimulatedSmsToast({ sms, onFill }: SimulatedSmsToastProps) {
  const [before, after] = splitAtCode(sms.text, sms.code);
  return (
    <Toast role="status" aria-label="模拟短信" data-testid="simulated-sms">
      <Head>
        <strong>【模拟短信】</strong>
        <span>发送至 {sms.to}</span>
        <span>刚刚</span>
      </Head>
      <div>
        {before}
        <Code data-testid="simulated-sms-code">{sms.code}</Code>
        {after}
      </div>
      <Fill type="button" onClick={() => onFill(sms.code)}>
        填入验证码
      </Fill>
    </Toast>
  );
}

/** The text around the code, so the code can stand out (the whole text when it is not inside). */
function splitAtCode(text: string, code: string): [string, string] {
  const at = text.indexOf(code);
  return at < 0 ? [`${text} `, ''] : [text.slice(0, at), text.slice(at + code.length)];
}
