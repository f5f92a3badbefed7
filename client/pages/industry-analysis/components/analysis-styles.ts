/** 行业分析's styled blocks: the page stack, the chart grid, the board's facts, notes and the 产业链. */
import styled from 'styled-components';
import { PageStack } from '../../../ui/panel-styles';
import { rem } from '../../../ui/theme';

export const Stack = styled(PageStack)`
  h2 {
    margin: 0;
    font-size: ${rem(15)};
    font-weight: 600;
  }
`;

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${rem(420)}, 1fr));
  gap: ${rem(12)};
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${rem(140)}, 1fr));
  gap: ${rem(8)} ${rem(16)};
  margin: 0;
  padding: ${rem(8)} ${rem(16)} ${rem(12)};
  font-size: ${rem(13)};
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${rem(12)};
  }
  dd {
    margin: ${rem(2)} 0 0;
    font-family: ${({ theme }) => theme.numericFont};
    font-size: ${rem(15)};
  }
`;

export const Note = styled.p`
  margin: 0;
  padding: ${rem(4)} ${rem(16)} ${rem(10)};
  font-size: ${rem(12)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Chain = styled.ol`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${rem(12)};
  margin: 0;
  padding: ${rem(8)} ${rem(12)} ${rem(12)};
  list-style: none;
  @media (max-width: 900px) {
    grid-template-columns: 1fr;
  }
  > li {
    position: relative;
    padding: ${rem(10)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${rem(6)};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    font-size: ${rem(13)};
  }
  > li:not(:last-child)::after {
    content: '→';
    position: absolute;
    right: ${rem(-12)};
    top: 40%;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  h3 {
    margin: 0 0 ${rem(6)};
    font-size: ${rem(14)};
  }
  .stage {
    color: ${({ theme }) => theme.colors.primary};
    margin-right: ${rem(6)};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  ul li {
    display: flex;
    justify-content: space-between;
    padding: ${rem(2)} 0;
  }
  .num {
    font-family: ${({ theme }) => theme.numericFont};
  }
  .goods {
    display: flex;
    flex-wrap: wrap;
    gap: ${rem(6)};
    margin-top: ${rem(8)};
  }
`;
