/**
 * The QR tab: the ticket's QR image, polling until the phone confirms, and 二维码已过期 with a
 * refresh once it expires.
 */
import { useState } from 'react';
import { useObservableEagerState, useSubscription } from 'observable-hooks';
import { createQrLogin } from '../qr-login.streams';
import { appCompleteLoginDeps, completeLogin, qrLoginApi } from '../login-complete';
import { DemoLink, LinkButton, QrBox, QrCaption, QrFrame, QrOverlay } from './login-styles';

/** The QR login panel. Mounted only while its tab is open, so it polls only then. */
export function QrPanel() {
  const [qr] = useState(() => createQrLogin(qrLoginApi));
  const state = useObservableEagerState(qr.state$);
  useSubscription(qr.loggedIn$, (token: string) => {
    completeLogin(token, appCompleteLoginDeps).subscribe();
  });

  return (
    <QrBox data-testid="qr-panel" data-status={state.status}>
      <QrFrame>
        {state.qr && <img src={state.qr.image} alt="登录二维码" data-confirm-url={state.qr.url} />}
        {state.status === 'loading' && <QrOverlay>二维码加载中…</QrOverlay>}
        {state.status === 'expired' && (
          <QrOverlay>
            <span>二维码已过期</span>
            <LinkButton type="button" onClick={qr.refresh}>
              点击刷新
            </LinkButton>
          </QrOverlay>
        )}
        {state.status === 'error' && (
          <QrOverlay>
            <span>{state.message ?? '二维码加载失败'}</span>
            <LinkButton type="button" onClick={qr.refresh}>
              重新加载
            </LinkButton>
          </QrOverlay>
        )}
        {state.status === 'confirmed' && <QrOverlay>登录成功，正在跳转…</QrOverlay>}
      </QrFrame>
      <QrCaption>请使用微信扫一扫，在手机上确认登录</QrCaption>
      {state.qr && state.status === 'waiting' && (
        <DemoLink href={state.qr.url} target="_blank" rel="noopener noreferrer">
          演示：没有手机？在新窗口打开确认页
        </DemoLink>
      )}
    </QrBox>
  );
}
