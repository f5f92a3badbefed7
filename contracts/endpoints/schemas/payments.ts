/**
 * Query and body schemas of the membership purchase endpoints (contracts/endpoints/payments.ts).
 * The sim validates with them; the client imports this file only with `import type`.
 */
import Type, { type Static } from 'typebox';
import { PAY_CHANNELS } from '../../membership';

/** A merchant order number: 20 digits. */
const OrderNo = Type.String({ pattern: '^[0-9]{20}$' });

/** Body of `createOrder`: a purchasable tier id (checked by the handler against contracts/membership.ts, message naming tierId), the channel and the idempotency key. */
export const CreateOrderBody = Type.Object(
  {
    tierId: Type.String({ minLength: 1, maxLength: 16 }),
    channel: Type.Enum(PAY_CHANNELS),
    requestId: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }),
  },
  { additionalProperties: false },
);
export type CreateOrderBody = Static<typeof CreateOrderBody>;

/** Query of `order`. */
export const OrderNoQuery = Type.Object({ orderNo: OrderNo }, { additionalProperties: false });
export type OrderNoQuery = Static<typeof OrderNoQuery>;

/** Body of `closeOrder`. */
export const CloseOrderBody = Type.Object({ orderNo: OrderNo }, { additionalProperties: false });
export type CloseOrderBody = Static<typeof CloseOrderBody>;

/** Body of `vipData`: optionally the stock whose unlock state to include. */
export const VipDataBody = Type.Object({ code: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })) }, { additionalProperties: false });
export type VipDataBody = Static<typeof VipDataBody>;
