/** Query and body schemas of the 价格预警 endpoints (contracts/endpoints/alerts.ts). */
import Type, { type Static } from 'typebox';
import { ALERT_KINDS } from '../../alerts';
import { Code, Id, strictObject } from './common';

/** A kind; the rules between kind, stock, threshold and screen are checked by contracts/alerts.ts alertInputProblem (with a message naming what is wrong). */
const Kind = Type.Enum(ALERT_KINDS);
/** A threshold: bounds per kind are checked by alertInputProblem; the schema only caps absurd input. */
const Threshold = Type.Union([Type.Number({ minimum: -1e9, maximum: 1e9 }), Type.Null()]);
/** Minutes; the allowed choices are checked by alertInputProblem. */
const Cooldown = Type.Integer({ minimum: 0, maximum: 100_000 });

/** Body of `alertCreate`. */
export const AlertCreateBody = strictObject({
  code: Type.Optional(Type.Union([Code, Type.Null()])),
  kind: Kind,
  threshold: Type.Optional(Threshold),
  screenId: Type.Optional(Type.Union([Id, Type.Null()])),
  cooldownMinutes: Type.Optional(Cooldown),
});
export type AlertCreateBody = Static<typeof AlertCreateBody>;

/** Body of `alertUpdate`: a new threshold and/or cool-down (the alert re-arms). */
export const AlertUpdateBody = strictObject({
  id: Id,
  threshold: Type.Optional(Threshold),
  cooldownMinutes: Type.Optional(Cooldown),
});
export type AlertUpdateBody = Static<typeof AlertUpdateBody>;

/** Body of `alertPause`. */
export const AlertPauseBody = strictObject({ id: Id, paused: Type.Boolean() });
export type AlertPauseBody = Static<typeof AlertPauseBody>;

/** Body of `alertDelete`. */
export const AlertIdBody = strictObject({ id: Id });
export type AlertIdBody = Static<typeof AlertIdBody>;

/** Query of `alertHistory`: newest first; 20 a page by default. */
export const AlertHistoryQuery = strictObject({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type AlertHistoryQuery = Static<typeof AlertHistoryQuery>;
