/**
 * The stock page's order-flow panel I/O (contracts/endpoints/order-flow.ts), validated at the
 * boundary.
 */
import { map, type Observable } from 'rxjs';
import { orderFlowEndpoints, parseOrderFlow, type OrderFlowAnswer } from '../../contracts/endpoints/order-flow';
import { request } from './http';

/** 量比, 委比/委差, 内外盘, today's 资金流向 and the boards of one stock. */
export function fetchOrderFlow(id: string): Observable<OrderFlowAnswer> {
  return request(orderFlowEndpoints.orderFlow, { query: { code: id } }).pipe(map((d) => parseOrderFlow(d)));
}
