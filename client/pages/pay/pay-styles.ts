/**
 * Styled pieces of the membership purchase page.
 */
import styled from 'styled-components';
import { rem } from '../../ui/theme';

export const Page = styled.main`
  min-height: 100vh;
  box-sizing: border-box;
  padding: ${rem(28)} ${rem(32)} ${rem(48)};
  font-family: ${({ theme }) => theme.font};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.bg};
`;

export const Inner = styled.div`
  max-width: ${rem(1080)};
  margin: 0 auto;
`;

export const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${rem(16)};
  flex-wrap: wrap;
  margin-bottom: ${rem(18)};
`;

export const Title = styled.h1`
  margin: 0;
  font-size: ${rem(24)};
`;

export const Back = styled.button`
  border: none;
  background: none;
  padding: 0;
  font: inherit;
  font-size: ${rem(14)};
  color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
`;

export const Disclaimer = styled.p`
  margin: 0 0 ${rem(20)};
  padding: ${rem(12)} ${rem(16)};
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => (theme.dark ? 'rgba(255, 179, 92, 0.1)' : '#FFF7E8')};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${rem(14)};
  line-height: 1.6;
  strong {
    color: ${({ theme }) => theme.colors.warning};
    margin-right: ${rem(6)};
  }
`;

export const Status = styled.div`
  font-size: ${rem(14)};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${rem(220)}, 1fr));
  gap: ${rem(16)};
`;

export const TierCard = styled.section<{ $featured: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${rem(10)};
  padding: ${rem(22)} ${rem(20)};
  border-radius: ${rem(10)};
  background: ${({ theme }) => theme.colors.surface};
  border: ${({ theme, $featured }) => ($featured ? `2px solid #E0A030` : `1px solid ${theme.colors.border}`)};
`;

export const Ribbon = styled.span`
  position: absolute;
  top: ${rem(-11)};
  right: ${rem(16)};
  padding: 0 ${rem(10)};
  border-radius: ${rem(10)};
  font-size: ${rem(12)};
  line-height: ${rem(22)};
  color: #5b3a00;
  background: linear-gradient(90deg, #ffe3a3, #f5c26b);
`;

export const TierName = styled.h2`
  margin: 0;
  font-size: ${rem(18)};
`;

export const Price = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${rem(8)};
  font-family: ${({ theme }) => theme.numericFont};
  b {
    font-size: ${rem(32)};
    color: ${({ theme }) => theme.colors.up};
  }
  s {
    font-size: ${rem(13)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Duration = styled.div`
  font-size: ${rem(13)};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

export const Blurb = styled.p`
  flex: 1;
  margin: 0;
  font-size: ${rem(13)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Choose = styled.button`
  height: ${rem(38)};
  border: none;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font: inherit;
  font-size: ${rem(14)};
  cursor: pointer;
`;

export const Benefits = styled.section`
  margin-top: ${rem(24)};
  padding: ${rem(18)} ${rem(20)};
  border-radius: ${rem(10)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0 0 ${rem(12)};
    font-size: ${rem(16)};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(${rem(220)}, 1fr));
    gap: ${rem(10)};
  }
  li {
    font-size: ${rem(14)};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  li::before {
    content: '✓';
    margin-right: ${rem(8)};
    color: ${({ theme }) => theme.colors.success};
  }
`;

export const Section = styled.section`
  margin-top: ${rem(20)};
  padding: ${rem(20)};
  border-radius: ${rem(10)};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0 0 ${rem(12)};
    font-size: ${rem(18)};
  }
`;

export const QrBox = styled.div`
  display: flex;
  gap: ${rem(28)};
  align-items: center;
  flex-wrap: wrap;
  img {
    width: ${rem(200)};
    height: ${rem(200)};
    background: #fff;
    padding: ${rem(8)};
    border-radius: ${rem(8)};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${rem(8)} ${rem(16)};
  margin: 0;
  font-size: ${rem(14)};
  dt {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.numericFont};
  }
`;

export const Countdown = styled.span`
  font-family: ${({ theme }) => theme.numericFont};
  font-size: ${rem(20)};
  color: ${({ theme }) => theme.colors.up};
`;

export const Actions = styled.div`
  display: flex;
  gap: ${rem(10)};
  flex-wrap: wrap;
  margin-top: ${rem(14)};
`;

export const ErrorLine = styled.p`
  margin: ${rem(8)} 0 0;
  font-size: ${rem(13)};
  color: ${({ theme }) => theme.colors.up};
`;

export const Channels = styled.fieldset`
  border: none;
  margin: ${rem(12)} 0 0;
  padding: 0;
  display: flex;
  gap: ${rem(16)};
  font-size: ${rem(14)};
  legend {
    margin-bottom: ${rem(6)};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  label {
    display: inline-flex;
    gap: ${rem(6)};
    align-items: center;
    cursor: pointer;
  }
`;

export const HistoryTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${rem(13)};
  th,
  td {
    padding: ${rem(8)} ${rem(10)};
    text-align: left;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-weight: normal;
  }
  td.num {
    font-family: ${({ theme }) => theme.numericFont};
  }
`;

export const StatusTag = styled.span<{ $status: string }>`
  color: ${({ theme, $status }) => ($status === 'fulfilled' ? theme.colors.success : $status === 'pending' ? theme.colors.warning : theme.colors.textMuted)};
`;
