/** Styles of the 预警 dialogs (alert-dialog.tsx, alert-edit-dialog.tsx): the live line, the form grid, the problem line, the list of a security's alerts. */
import styled from 'styled-components';
import { themedControl } from '../../ui/panel-styles';
import { rem } from '../../ui/theme';

export const Live = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${rem(10)};
  margin-bottom: ${rem(10)};
  color: ${({ theme }) => theme.colors.textMuted};
  .num {
    font-family: ${({ theme }) => theme.numericFont};
    font-variant-numeric: tabular-nums;
    font-size: ${rem(18)};
    font-weight: 600;
  }
`;

export const Form = styled.form`
  display: grid;
  grid-template-columns: ${rem(72)} 1fr;
  align-items: center;
  gap: ${rem(10)} ${rem(10)};
  color: ${({ theme }) => theme.colors.text};
  label {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${rem(13)};
  }
  select {
    height: ${rem(32)};
    font-size: ${rem(13)};
  }
  .value {
    display: flex;
    align-items: center;
    gap: ${rem(6)};
  }
  input {
    flex: 1;
    min-width: 0;
    height: ${rem(32)};
    ${themedControl}
    padding: 0 ${rem(10)};
    font-family: ${({ theme }) => theme.numericFont};
    outline: none;
    &:focus {
      border-color: ${({ theme }) => theme.colors.primary};
    }
    &[aria-invalid='true'] {
      border-color: ${({ theme }) => theme.colors.danger};
    }
  }
`;

export const Problem = styled.div`
  grid-column: 1 / -1;
  min-height: ${rem(20)};
  font-size: ${rem(12)};
  color: ${({ theme }) => theme.colors.danger};
`;

export const Existing = styled.ul`
  list-style: none;
  margin: ${rem(6)} 0 0;
  padding: ${rem(8)} 0 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${rem(13)};
  li {
    display: flex;
    align-items: center;
    gap: ${rem(8)};
    padding: ${rem(3)} 0;
  }
  .cond {
    flex: 1;
    color: ${({ theme }) => theme.colors.text};
  }
  .state {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${rem(12)};
  }
`;
