/**
 * A centred modal dialog with a backdrop; Escape closes it (only the topmost of stacked dialogs,
 * e.g. 修改预警 over the 预警 dialog); focus moves into it when it opens.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { rem } from './theme';

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  align-items: center;
  justify-content: center;
  background: ${({ theme }) => theme.colors.overlay};
`;

const Dialog = styled.div`
  width: min(${rem(440)}, calc(100vw - 2rem));
  max-height: calc(100vh - 4rem);
  overflow: auto;
  border-radius: ${rem(8)};
  background: ${({ theme }) => theme.colors.raised};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.colors.shadow};
  outline: none;
`;

const Title = styled.h2`
  margin: 0;
  padding: ${rem(18)} ${rem(22)} ${rem(6)};
  font-size: ${rem(16)};
  font-weight: 600;
`;

const Body = styled.div`
  padding: ${rem(8)} ${rem(22)} ${rem(6)};
  font-size: ${rem(14)};
  line-height: 1.7;
  color: ${({ theme }) => theme.colors.textSecondary};
`;

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${rem(8)};
  padding: ${rem(14)} ${rem(22)} ${rem(18)};
`;

/** Props of {@link Modal}. */
export interface ModalProps {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  onClose: () => void;
}

/** See the module comment. */
export function Modal({ title, children, footer, onClose }: ModalProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    ref.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      const open = document.querySelectorAll('[role="dialog"][aria-modal="true"]');
      if (open[open.length - 1] === ref.current) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return createPortal(
    <Backdrop>
      <Dialog ref={ref} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <Title id={titleId}>{title}</Title>
        <Body>{children}</Body>
        {footer && <Footer>{footer}</Footer>}
      </Dialog>
    </Backdrop>,
    document.body,
  );
}
