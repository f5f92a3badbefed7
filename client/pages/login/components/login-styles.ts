/**
 * Styled pieces of the login page. Colours come from the theme tokens (client/ui/theme.ts).
 */
import styled, { css } from 'styled-components';
import { rem } from '../../../ui/theme';

export const Screen = styled.main`
  min-height: 100vh;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${rem(72)};
  padding: ${rem(32)};
  box-sizing: border-box;
  font-family: ${({ theme }) => theme.font};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) =>
    theme.dark ? 'radial-gradient(circle at 20% 20%, #1c2a4a 0%, #0e1014 55%)' : 'radial-gradient(circle at 20% 20%, #dfe8ff 0%, #f2f4f7 55%)'};
`;

export const Brand = styled.section`
  max-width: ${rem(380)};
  @media (max-width: 900px) {
    display: none;
  }
`;

export const BrandName = styled.h1`
  margin: 0 0 ${rem(12)};
  font-size: ${rem(44)};
  letter-spacing: ${rem(4)};
  color: ${({ theme }) => theme.colors.primary};
`;

export const Slogan = styled.p`
  margin: 0 0 ${rem(28)};
  font-size: ${rem(18)};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

export const Features = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${rem(12)};
  font-size: ${rem(14)};
  color: ${({ theme }) => theme.colors.textSecondary};
  li::before {
    content: '';
    display: inline-block;
    width: ${rem(6)};
    height: ${rem(6)};
    margin-right: ${rem(10)};
    border-radius: 50%;
    vertical-align: middle;
    background: ${({ theme }) => theme.colors.primary};
  }
`;

export const Card = styled.section`
  width: ${rem(380)};
  /* Both tabs get the same height, so switching does not move the card. */
  min-height: ${rem(440)};
  max-width: 100%;
  box-sizing: border-box;
  padding: ${rem(28)} ${rem(32)} ${rem(24)};
  border-radius: ${rem(10)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.colors.shadow};
`;

export const Tabs = styled.div`
  display: flex;
  gap: ${rem(28)};
  margin-bottom: ${rem(24)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Tab = styled.button<{ $active: boolean }>`
  padding: 0 0 ${rem(10)};
  margin-bottom: -1px;
  border: none;
  border-bottom: 2px solid ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  background: none;
  font: inherit;
  font-size: ${rem(16)};
  font-weight: ${({ $active }) => ($active ? 600 : 400)};
  color: ${({ theme, $active }) => ($active ? theme.colors.text : theme.colors.textMuted)};
  cursor: pointer;
`;

export const Field = styled.div`
  margin-bottom: ${rem(6)};
`;

export const Row = styled.div`
  display: flex;
  gap: ${rem(10)};
  align-items: stretch;
`;

export const Input = styled.input<{ $invalid?: boolean }>`
  flex: 1;
  width: 100%;
  min-width: 0;
  height: ${rem(42)};
  padding: 0 ${rem(12)};
  box-sizing: border-box;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  background: ${({ theme }) => theme.colors.inputBg};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${rem(14)};
  outline: none;
  &:focus {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.primary)};
  }
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const ErrorText = styled.div`
  min-height: ${rem(20)};
  padding-top: ${rem(2)};
  font-size: ${rem(12)};
  line-height: ${rem(18)};
  color: ${({ theme }) => theme.colors.danger};
`;

const buttonBase = css`
  height: ${rem(42)};
  border-radius: ${({ theme }) => theme.radius};
  font: inherit;
  font-size: ${rem(14)};
  cursor: pointer;
  &:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
`;

export const SecondaryButton = styled.button`
  ${buttonBase};
  flex: none;
  width: ${rem(118)};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  background: transparent;
  color: ${({ theme }) => theme.colors.primary};
  white-space: nowrap;
`;

export const PrimaryButton = styled.button`
  ${buttonBase};
  width: 100%;
  margin-top: ${rem(6)};
  border: none;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${rem(16)};
`;

export const ChallengeImage = styled.button`
  flex: none;
  width: ${rem(118)};
  height: ${rem(42)};
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: #fff;
  color: #4e5969;
  font: inherit;
  font-size: ${rem(12)};
  cursor: pointer;
  overflow: hidden;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
  }
`;

export const ServerMessage = styled.div`
  min-height: ${rem(20)};
  font-size: ${rem(13)};
  color: ${({ theme }) => theme.colors.danger};
`;

export const Hint = styled.p`
  margin: ${rem(14)} 0 0;
  font-size: ${rem(12)};
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

export const QrBox = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${rem(14)};
  padding-bottom: ${rem(8)};
`;

export const QrFrame = styled.div`
  position: relative;
  width: ${rem(196)};
  height: ${rem(196)};
  padding: ${rem(8)};
  box-sizing: border-box;
  border-radius: ${rem(8)};
  background: #fff;
  border: 1px solid ${({ theme }) => theme.colors.border};
  img {
    display: block;
    width: 100%;
    height: 100%;
  }
`;

export const QrOverlay = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${rem(10)};
  border-radius: ${rem(8)};
  background: rgba(255, 255, 255, 0.94);
  color: #1d2129;
  font-size: ${rem(14)};
`;

export const LinkButton = styled.button`
  border: none;
  background: none;
  padding: 0;
  font: inherit;
  font-size: ${rem(13)};
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
`;

export const QrCaption = styled.p`
  margin: 0;
  font-size: ${rem(14)};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

export const DemoLink = styled.a`
  font-size: ${rem(12)};
  color: ${({ theme }) => theme.colors.textMuted};
`;
