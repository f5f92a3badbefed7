/**
 * Styled pieces of the top bar's user card.
 */
import styled from 'styled-components';
import { rem } from '../../ui/theme';

export const Wrap = styled.div`
  position: relative;
  display: inline-flex;
  align-items: center;
  font-family: ${({ theme }) => theme.font};
`;

export const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${rem(8)};
  height: ${rem(34)};
  padding: 0 ${rem(8)} 0 ${rem(4)};
  border: none;
  border-radius: ${rem(17)};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${rem(13)};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

export const Avatar = styled.span<{ $size?: number }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => rem($size ?? 28)};
  height: ${({ $size }) => rem($size ?? 28)};
  border-radius: 50%;
  overflow: hidden;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${({ $size }) => rem(($size ?? 28) * 0.45)};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

export const Name = styled.span`
  max-width: ${rem(96)};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const Badge = styled.span<{ $tier: number }>`
  flex: none;
  padding: 0 ${rem(6)};
  border-radius: ${rem(3)};
  font-size: ${rem(11)};
  line-height: ${rem(17)};
  color: ${({ $tier }) => ($tier === 0 ? '#86909C' : '#7A4A00')};
  background: ${({ $tier, theme }) => ($tier === 0 ? theme.colors.surfaceAlt : 'linear-gradient(90deg, #FFE3A3, #F5C26B)')};
`;

export const Popover = styled.div`
  position: absolute;
  top: calc(100% + ${rem(6)});
  right: 0;
  z-index: 50;
  width: ${rem(260)};
  padding: ${rem(16)};
  box-sizing: border-box;
  border-radius: ${rem(8)};
  background: ${({ theme }) => theme.colors.raised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.colors.shadow};
  color: ${({ theme }) => theme.colors.text};
`;

export const Head = styled.div`
  display: flex;
  align-items: center;
  gap: ${rem(10)};
  margin-bottom: ${rem(14)};
`;

export const HeadText = styled.div`
  min-width: 0;
  font-size: ${rem(14)};
  font-weight: 600;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const VipCard = styled.button`
  display: block;
  width: 100%;
  padding: ${rem(12)} ${rem(14)};
  box-sizing: border-box;
  border: none;
  border-radius: ${rem(6)};
  text-align: left;
  font: inherit;
  color: #5b3a00;
  background: linear-gradient(110deg, #fff1cf 0%, #f6cf83 100%);
  cursor: pointer;
`;

export const VipTitle = styled.div`
  font-size: ${rem(14)};
  font-weight: 600;
`;

export const VipDetail = styled.div`
  margin-top: ${rem(4)};
  font-size: ${rem(12)};
  opacity: 0.85;
`;

export const VipAction = styled.span`
  float: right;
  margin-top: ${rem(-2)};
  padding: ${rem(2)} ${rem(10)};
  border-radius: ${rem(10)};
  font-size: ${rem(12)};
  color: #fff;
  background: #c88a1c;
`;

export const Logout = styled.button`
  width: 100%;
  margin-top: ${rem(12)};
  height: ${rem(32)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: ${({ theme }) => theme.colors.textSecondary};
  font: inherit;
  font-size: ${rem(13)};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.danger};
    border-color: ${({ theme }) => theme.colors.danger};
  }
`;

/** A menu entry of the popover (我的预警): the 退出登录 button's frame, text left, hover in the primary colour. */
export const MenuItem = styled(Logout)`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 0 ${rem(10)};
  color: ${({ theme }) => theme.colors.text};
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

export const LoginButton = styled.button`
  height: ${rem(30)};
  padding: 0 ${rem(14)};
  border: none;
  border-radius: ${rem(15)};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font: inherit;
  font-size: ${rem(13)};
  cursor: pointer;
`;
