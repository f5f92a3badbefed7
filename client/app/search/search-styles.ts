/**
 * Styled pieces of the search dropdown (loaded lazily with it).
 */
import styled from 'styled-components';
import { rem } from '../../ui/theme';

export const Panel = styled.div`
  position: absolute;
  top: calc(100% + ${rem(6)});
  left: 0;
  z-index: 200;
  width: ${rem(440)};
  max-height: min(${rem(520)}, calc(100vh - ${rem(80)}));
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${rem(8)};
  background: ${({ theme }) => theme.colors.raised};
  box-shadow: ${({ theme }) => theme.colors.shadow};
  overflow: hidden;
`;

export const Tabs = styled.div`
  display: flex;
  gap: ${rem(4)};
  padding: ${rem(8)} ${rem(10)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Tab = styled.button<{ $active: boolean }>`
  position: relative;
  padding: ${rem(6)} ${rem(12)} ${rem(9)};
  border: 0;
  background: none;
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.textSecondary)};
  font-size: ${rem(13)};
  font-weight: ${({ $active }) => ($active ? 600 : 400)};
  cursor: pointer;
  &::after {
    content: '';
    position: absolute;
    left: ${rem(12)};
    right: ${rem(12)};
    bottom: -1px;
    height: 2px;
    border-radius: 1px;
    background: ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  }
`;

export const Scroll = styled.div`
  overflow: auto;
  padding: ${rem(6)} 0 ${rem(8)};
`;

export const SectionHead = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${rem(8)} ${rem(14)} ${rem(4)};
  font-size: ${rem(12)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const ClearButton = styled.button`
  border: 0;
  background: none;
  padding: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${rem(12)};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Row = styled.li<{ $active: boolean }>`
  display: grid;
  grid-template-columns: ${rem(22)} ${rem(70)} 1fr ${rem(40)} ${rem(64)} ${rem(20)};
  align-items: center;
  gap: ${rem(6)};
  height: ${rem(36)};
  padding: 0 ${rem(14)};
  font-size: ${rem(13)};
  cursor: pointer;
  background: ${({ theme, $active }) => ($active ? theme.colors.surfaceAlt : 'transparent')};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

export const Rank = styled.span<{ $top: boolean }>`
  font-size: ${rem(12)};
  font-weight: 600;
  text-align: center;
  color: ${({ theme, $top }) => ($top ? theme.colors.up : theme.colors.textMuted)};
`;

export const Code = styled.span`
  color: ${({ theme }) => theme.colors.textSecondary};
`;

export const Name = styled.span`
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  color: ${({ theme }) => theme.colors.text};
`;

export const Label = styled.span`
  justify-self: start;
  padding: 0 ${rem(4)};
  border-radius: ${rem(3)};
  font-size: ${rem(11)};
  line-height: ${rem(16)};
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => (theme.dark ? 'rgba(61,123,255,0.15)' : 'rgba(47,107,255,0.08)')};
`;

export const Follow = styled.button`
  justify-self: end;
  height: ${rem(22)};
  padding: 0 ${rem(8)};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${rem(11)};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${rem(12)};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

export const Followed = styled.span`
  justify-self: end;
  font-size: ${rem(12)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Empty = styled.div`
  padding: ${rem(28)} ${rem(14)};
  text-align: center;
  font-size: ${rem(13)};
  color: ${({ theme }) => theme.colors.textMuted};
`;
