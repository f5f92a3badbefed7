/**
 * The scrolling notice banner's one current notice (contracts/endpoints/notice.ts): the sim says
 * plainly that its data is simulated, then gives a product tip. A new text gets a new id, so a
 * user who closed the old one sees the new one.
 */
import type { FastifyInstance } from 'fastify';
import { SIM_BADGE } from '../../../../contracts/constants';
import type { Notice } from '../../../../contracts/entities';
import { noticeEndpoints, parseNotice } from '../../../../contracts/endpoints/notice';
import { Router } from '../../http/router';
import type { MarketDeps } from './deps';

/** The notice the sim serves. */
export const SIM_NOTICE: Notice = {
  id: 1,
  message:
    `【${SIM_BADGE}】本站行情、快讯均由内置模拟器按规则生成，并非真实市场数据，仅供演示，不构成任何投资建议。` +
    '小提示：在顶部搜索框输入股票代码、名称或拼音首字母（如 GZMT，大小写均可）即可快速查找，点击「加自选」把关注的股票放进自选。',
  url: '',
};

// Fail at boot, not in a browser, if the text ever outgrows what the client accepts.
if (parseNotice(SIM_NOTICE) === null) throw new Error('SIM_NOTICE does not pass contracts parseNotice');

/** Registers `GET /api/v2/notice/current`. */
export async function noticeRoutes(app: FastifyInstance, deps: Pick<MarketDeps, 'sessionGuard'>): Promise<void> {
  const router = new Router(app, deps.sessionGuard);
  router.add(noticeEndpoints.currentNotice, {}, () => SIM_NOTICE);
}
