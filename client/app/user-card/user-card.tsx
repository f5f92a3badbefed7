/**
 * The top bar's user card (spec §2, §4): by vipType 0 a prompt to join, 1 the trial expiry, 2 the
 * paid expiry, 3 lifetime; the expiry shown is vipTime minus one day. The membership block opens
 * /pay; 我的预警 opens the user's 价格预警; 退出登录 clears token and user info and goes to login.
 * Signed out, it offers 登录.
 */
import { useEffect, useRef, useState } from 'react';
import { useObservableEagerState } from 'observable-hooks';
import { vipCardText } from '../../../contracts/membership';
import { MY_ALERTS_PATH } from '../../../contracts/routes';
import type { UserInfo } from '../../../contracts/entities';
import { goToLogin } from '../../core/go-to-login';
import { navigateTo } from '../../core/navigation';
import { logout, token$, userInfo$ } from '../../state/session';
import {
  Avatar,
  Badge,
  Head,
  HeadText,
  LoginButton,
  Logout,
  MenuItem,
  Name,
  Popover,
  Trigger,
  VipAction,
  VipCard,
  VipDetail,
  VipTitle,
  Wrap,
} from './user-card-styles';

/** Path of the membership purchase page. */
export const PAY_PATH = '/pay';

function UserAvatar({ user, size }: { user: UserInfo | null; size?: number }) {
  const name = user?.nickName ?? '';
  return (
    <Avatar $size={size} aria-hidden="true">
      {user?.portrait ? <img src={user.portrait} alt="" /> : name.slice(0, 1) || '我'}
    </Avatar>
  );
}

/** The user card. */
export default function UserCard() {
  const token = useObservableEagerState(token$);
  const user = useObservableEagerState(userInfo$);
  const [open, setOpen] = useState(false);
  const wrap = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => {
      if (wrap.current && !wrap.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', close);
    return () => document.removeEventListener('mousedown', close);
  }, [open]);

  if (token === null) {
    return (
      <Wrap data-testid="user-card" data-state="anonymous">
        <LoginButton type="button" onClick={goToLogin}>
          登录 / 注册
        </LoginButton>
      </Wrap>
    );
  }

  const tier = user?.vipType ?? 0;
  const text = vipCardText({ vipType: tier, vipTime: user?.vipTime ?? 0 });
  const openPay = () => {
    setOpen(false);
    navigateTo(PAY_PATH);
  };

  return (
    <Wrap ref={wrap} data-testid="user-card" data-state="signed-in" data-vip-type={tier}>
      <Trigger type="button" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        <UserAvatar user={user} />
        <Name>{user?.nickName ?? '用户'}</Name>
        <Badge $tier={tier}>{tier === 0 ? '普通' : text.title}</Badge>
      </Trigger>
      {open && (
        <Popover role="dialog" aria-label="用户信息">
          <Head>
            <UserAvatar user={user} size={40} />
            <HeadText>{user?.nickName ?? '用户'}</HeadText>
          </Head>
          <VipCard type="button" onClick={openPay} data-testid="vip-card">
            <VipAction>{text.action}</VipAction>
            <VipTitle>{text.title}</VipTitle>
            <VipDetail>{text.detail}</VipDetail>
          </VipCard>
          <MenuItem
            type="button"
            data-testid="menu-my-alerts"
            onClick={() => {
              setOpen(false);
              navigateTo(MY_ALERTS_PATH);
            }}
          >
            我的预警 <span aria-hidden="true">›</span>
          </MenuItem>
          <Logout
            type="button"
            onClick={() => {
              setOpen(false);
              logout();
            }}
          >
            退出登录
          </Logout>
        </Popover>
      )}
    </Wrap>
  );
}
