/**
 * The browser-compatibility modal (spec §4): for non-Chromium browsers, recommends Chrome or Edge,
 * another Chromium browser, or a dual-engine browser's speed mode, links customer service and
 * closes with 我知道了. browser-notice-gate.tsx decides when (at most once per day).
 */
import { useState } from 'react';
import { BRAND } from '../../../contracts/constants';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { serviceUrl } from '../../core/site-config';

/** Texts of the notice. */
export const BROWSER_NOTICE_TEXT = {
  title: '浏览器兼容提示',
  body: `为了获得更流畅、稳定的行情体验，建议使用 Chrome 或 Edge 浏览器访问${BRAND}；也可以使用其他 Chromium 内核的浏览器，或将 360、QQ、搜狗等双核浏览器切换到「极速模式」。`,
  service: '如有疑问，请联系',
  serviceLink: '在线客服',
  ok: '我知道了',
} as const;

/** See the module comment. */
export function BrowserNotice() {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const close = () => setOpen(false);
  return (
    <Modal
      title={BROWSER_NOTICE_TEXT.title}
      onClose={close}
      footer={
        <Button $variant="primary" type="button" onClick={close}>
          {BROWSER_NOTICE_TEXT.ok}
        </Button>
      }
    >
      <p style={{ margin: '0 0 0.6rem' }}>{BROWSER_NOTICE_TEXT.body}</p>
      <p style={{ margin: 0 }}>
        {BROWSER_NOTICE_TEXT.service}
        <a href={serviceUrl()} target="_blank" rel="noopener noreferrer">
          {BROWSER_NOTICE_TEXT.serviceLink}
        </a>
        。
      </p>
    </Modal>
  );
}
