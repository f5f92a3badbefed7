/**
 * The left navigation (spec §2): the seven main items, the 工具箱 hover menu with its four, and
 * the disabled 设置 entry with the tooltip 敬请期待. Items are real links; the chosen item is saved
 * as `navSelect` (spec §3) and stays highlighted on pages that are not nav items.
 */
import { useObservableEagerState } from 'observable-hooks';
import styled, { css } from 'styled-components';
import { BRAND, COMING_SOON } from '../../../contracts/constants';
import { NAV_MAIN, NAV_TOOLBOX, SETTINGS_LABEL, TOOLBOX_LABEL, type NavItem, type RouteDef } from '../../../contracts/routes';
import { AppLink } from '../../ui/app-link';
import { rem } from '../../ui/theme';
import { navSelect$, selectNav } from '../../state/ui';
import { articleUrl } from '../../core/site-config';
import { NavIconSvg } from './nav-icons';

const Column = styled.nav`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  width: ${rem(76)};
  flex: none;
  height: 100%;
  padding: ${rem(12)} 0 ${rem(10)};
  background: ${({ theme }) => theme.colors.navBg};
  color: ${({ theme }) => theme.colors.navText};
  z-index: 30;
`;

const Logo = styled(AppLink)`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${rem(4)};
  margin-bottom: ${rem(14)};
  color: #fff;
  font-size: ${rem(12)};
  letter-spacing: ${rem(2)};
`;

const LogoMark = styled.span`
  display: grid;
  place-items: center;
  width: ${rem(36)};
  height: ${rem(36)};
  border-radius: ${rem(10)};
  background: linear-gradient(135deg, #3d7bff 0%, #7a5cff 100%);
  font-size: ${rem(19)};
  font-weight: 700;
  letter-spacing: 0;
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${rem(2)};
  margin: 0;
  padding: 0 ${rem(6)};
  list-style: none;
`;

const itemStyle = css<{ $active?: boolean }>`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${rem(3)};
  padding: ${rem(8)} 0 ${rem(7)};
  border-radius: ${rem(8)};
  color: ${({ theme, $active }) => ($active ? theme.colors.navActiveText : theme.colors.navText)};
  background: ${({ theme, $active }) => ($active ? theme.colors.navActiveBg : 'transparent')};
  font-size: ${rem(12)};
  line-height: 1.2;
  white-space: nowrap;
  cursor: pointer;
  transition: background 0.15s, color 0.15s;
  &:hover {
    color: ${({ theme }) => theme.colors.navActiveText};
    background: ${({ theme, $active }) => ($active ? theme.colors.navActiveBg : theme.colors.navHoverBg)};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
`;

const Item = styled(AppLink)<{ $active?: boolean }>`
  ${itemStyle}
`;

const Spacer = styled.div`
  flex: 1;
`;

const Flyout = styled.div`
  position: absolute;
  left: 100%;
  bottom: 0;
  display: none;
  padding-left: ${rem(8)};
`;

const FlyoutPanel = styled.ul`
  min-width: ${rem(150)};
  margin: 0;
  padding: ${rem(6)};
  list-style: none;
  border-radius: ${rem(8)};
  background: ${({ theme }) => theme.colors.raised};
  box-shadow: ${({ theme }) => theme.colors.shadow};
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const FlyoutLink = styled(AppLink)<{ $active?: boolean }>`
  display: flex;
  align-items: center;
  gap: ${rem(10)};
  padding: ${rem(8)} ${rem(12)};
  border-radius: ${rem(6)};
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.text)};
  font-size: ${rem(13)};
  &:hover,
  &:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    outline: none;
  }
`;

const Toolbox = styled.li`
  position: relative;
  &:hover > div,
  &:focus-within > div {
    display: block;
  }
`;

const ToolboxButton = styled.button<{ $active?: boolean }>`
  ${itemStyle}
  width: 100%;
  border: 0;
  font: inherit;
  font-size: ${rem(12)};
`;

const Disabled = styled.span<{ $active?: boolean }>`
  ${itemStyle}
  cursor: not-allowed;
  opacity: 0.55;
  &:hover {
    color: ${({ theme }) => theme.colors.navText};
    background: transparent;
  }
  &:hover > [role='tooltip'],
  &:focus > [role='tooltip'] {
    display: block;
  }
`;

const Tip = styled.span`
  position: absolute;
  left: calc(100% + ${rem(8)});
  top: 50%;
  transform: translateY(-50%);
  display: none;
  padding: ${rem(5)} ${rem(10)};
  border-radius: ${rem(4)};
  background: rgba(0, 0, 0, 0.85);
  color: #fff;
  font-size: ${rem(12)};
  white-space: nowrap;
  pointer-events: none;
`;

/** Which nav path is highlighted: the current route when it is a nav target, else the saved choice. */
export function highlightedNavPath(current: string | null, saved: string): string {
  const all: readonly NavItem[] = [...NAV_MAIN, ...NAV_TOOLBOX];
  return current !== null && all.some((i) => i.path === current) ? current : saved;
}

/** See the module comment. */
export function LeftNav({ route }: { route: RouteDef | null }) {
  const saved = useObservableEagerState(navSelect$);
  const active = highlightedNavPath(route?.path ?? null, saved);
  const toolboxActive = NAV_TOOLBOX.some((i) => i.path === active);
  const hrefOf = (item: NavItem) => (item.path === '/article' ? articleUrl() : item.path);
  return (
    <Column aria-label="主导航">
      <Logo href="/" aria-label={`${BRAND}首页`} onClick={() => selectNav('/')}>
        <LogoMark aria-hidden>知</LogoMark>
        {BRAND}
      </Logo>
      <List>
        {NAV_MAIN.map((item) => (
          <li key={item.path}>
            <Item
              href={hrefOf(item)}
              // Spec §2: the article library opens in a new window, whether it is the app's own 解读 feed or a configured host.
              newWindow={item.path === '/article'}
              $active={item.path === active}
              aria-current={item.path === active ? 'page' : undefined}
              data-nav={item.path}
              onClick={(e) => {
                if (item.path !== '/article' && !e.ctrlKey && !e.metaKey && e.button === 0) selectNav(item.path);
              }}
            >
              <NavIconSvg name={item.icon} />
              {item.label}
            </Item>
          </li>
        ))}
      </List>
      <Spacer />
      <List>
        <Toolbox>
          <ToolboxButton type="button" $active={toolboxActive} aria-haspopup="true" data-nav="toolbox">
            <NavIconSvg name="toolbox" />
            {TOOLBOX_LABEL}
          </ToolboxButton>
          <Flyout>
            <FlyoutPanel aria-label={TOOLBOX_LABEL}>
              {NAV_TOOLBOX.map((item) => (
                <li key={item.path}>
                  <FlyoutLink href={item.path} $active={item.path === active} data-nav={item.path} onClick={() => selectNav(item.path)}>
                    <NavIconSvg name={item.icon} size={18} />
                    {item.label}
                  </FlyoutLink>
                </li>
              ))}
            </FlyoutPanel>
          </Flyout>
        </Toolbox>
        <li>
          <Disabled role="link" aria-disabled="true" tabIndex={0} aria-describedby="nav-settings-tip" data-nav="settings">
            <NavIconSvg name="settings" />
            {SETTINGS_LABEL}
            <Tip role="tooltip" id="nav-settings-tip">
              {COMING_SOON}
            </Tip>
          </Disabled>
        </li>
      </List>
    </Column>
  );
}
