/**
 * The purchase page's state, React-free: the chosen tier and channel, the order being paid (created
 * once per confirmation: a double click or a retry reuses the same requestId, so the server makes
 * one order), polling the order until it leaves 待支付, refreshing the user's profile when it is
 * 已开通 (the user card updates without a reload), and the order history.
 */
import { castDraft, type Draft } from 'immer';
import {
  EMPTY,
  exhaustMap,
  filter,
  map,
  merge,
  type Observable,
  of,
  switchMap,
  takeWhile,
  tap,
  timer,
  catchError,
  distinctUntilChanged,
  startWith,
  concat,
} from 'rxjs';
import type { CreateOrderBody, PayOrder, PayOrderList } from '../../../contracts/endpoints/payments';
import type { UserInfo } from '../../../contracts/entities';
import type { PayChannel, PurchasableTierId } from '../../../contracts/membership';
import { applyLoad, idle, type Loadable, loadErrorMessage, track } from '../../core/loadable';
import { createSignal } from '../../core/signal';
import { createStore, on, replayLatest } from '../../core/store';

/** The page's I/O. */
export interface PayDeps {
  createOrder(body: CreateOrderBody): Observable<PayOrder>;
  order(orderNo: string): Observable<PayOrder>;
  orders(): Observable<PayOrderList>;
  closeOrder(orderNo: string): Observable<PayOrder>;
  userinfo(): Observable<UserInfo>;
  saveUserInfo(info: UserInfo): void;
  /** Called with the order number whenever an order is shown (the page writes it to the address), null when none. */
  showOrder(orderNo: string | null): void;
  newRequestId(): string;
  pollMs: number;
}

/** Page state. */
export interface PayState {
  /** The tier being confirmed (the confirmation dialog is open), or null. */
  confirming: PurchasableTierId | null;
  channel: PayChannel;
  /** Idempotency key of the confirmation in progress. */
  requestId: string | null;
  submitting: boolean;
  /** The order on screen (QR while 待支付, else the result). */
  order: PayOrder | null;
  /** Why creating, loading or closing the order failed. */
  error: string | null;
  history: Loadable<PayOrder[]>;
}

/** The page's store and emitters. */
export interface PayPage {
  state$: Observable<PayState>;
  chooseTier(id: PurchasableTierId): void;
  chooseChannel(channel: PayChannel): void;
  dismiss(): void;
  confirm(): void;
  cancelOrder(): void;
  openOrder(orderNo: string | null): void;
  reloadHistory(): void;
}

type OrderEvent = { kind: 'order'; order: PayOrder } | { kind: 'fail'; error: string } | { kind: 'submitting' };

/** Creates the page store. */
export function createPayPage(deps: PayDeps): PayPage {
  const [chooseTier, tierChosen$] = createSignal<PurchasableTierId>();
  const [chooseChannel, channelChosen$] = createSignal<PayChannel>();
  const [dismiss, dismissed$] = createSignal<void>();
  const [confirm, confirmed$] = createSignal<void>();
  const [cancelOrder, cancelled$] = createSignal<void>();
  const [openOrder, orderOpened$] = createSignal<string | null>();
  const [reloadHistory, historyAsked$] = createSignal<void>();

  const initial: PayState = { confirming: null, channel: 'wxpay', requestId: null, submitting: false, order: null, error: null, history: idle() };
  // Read by the effects below; fed by the store itself (the store is shared, so this is one subscription).
  let latest = initial;

  const created$ = confirmed$.pipe(
    filter(() => latest.confirming !== null && latest.requestId !== null),
    // exhaustMap: clicks while the request runs are ignored; a retry after a failure reuses the requestId.
    exhaustMap(() => {
      const body: CreateOrderBody = { tierId: latest.confirming!, channel: latest.channel, requestId: latest.requestId! };
      return concat(
        of<OrderEvent>({ kind: 'submitting' }),
        deps.createOrder(body).pipe(
          map((order): OrderEvent => ({ kind: 'order', order })),
          catchError((e: unknown) => of<OrderEvent>({ kind: 'fail', error: loadErrorMessage(e) })),
        ),
      );
    }),
    replayLatest(),
  );

  const closed$ = cancelled$.pipe(
    filter(() => latest.order?.status === 'pending'),
    exhaustMap(() =>
      deps.closeOrder(latest.order!.orderNo).pipe(
        map((order): OrderEvent => ({ kind: 'order', order })),
        catchError((e: unknown) => of<OrderEvent>({ kind: 'fail', error: loadErrorMessage(e) })),
      ),
    ),
  );

  // Which order is on screen: a new one, or one named by the address.
  const shownNo$ = merge(created$.pipe(map((e) => (e.kind === 'order' ? e.order.orderNo : undefined))), orderOpened$).pipe(
    filter((no): no is string | null => no !== undefined),
    distinctUntilChanged(),
    tap((no) => deps.showOrder(no)),
    replayLatest(),
  );

  // Poll the shown order while it is 待支付 (the provider's notification is asynchronous).
  const polled$ = shownNo$.pipe(
    switchMap((no) =>
      no === null
        ? EMPTY
        : timer(0, deps.pollMs).pipe(
            exhaustMap(() => deps.order(no).pipe(catchError((e: unknown) => of<Error>(new Error(loadErrorMessage(e)))))),
            takeWhile((o) => !(o instanceof Error) && o.status === 'pending', true),
            map((o): OrderEvent => (o instanceof Error ? { kind: 'fail', error: o.message } : { kind: 'order', order: o })),
          ),
    ),
    replayLatest(),
  );

  // 已开通: fetch the profile so the user card (session state) shows the new tier at once; reload the history.
  const fulfilled$ = merge(polled$, closed$).pipe(
    filter((e): e is { kind: 'order'; order: PayOrder } => e.kind === 'order' && e.order.status !== 'pending'),
    distinctUntilChanged((a, b) => a.order.orderNo === b.order.orderNo && a.order.status === b.order.status),
  );
  const profile$ = fulfilled$.pipe(
    filter((e) => e.order.status === 'fulfilled'),
    switchMap(() => deps.userinfo().pipe(catchError(() => EMPTY))),
    tap((info) => deps.saveUserInfo(info)),
  );

  const historyLoads$ = merge(historyAsked$, fulfilled$, created$.pipe(filter((e) => e.kind === 'order'))).pipe(
    startWith(undefined),
    switchMap(() => track(deps.orders().pipe(map((l) => l.orders)), { quiet: latest.history.data !== null })),
  );

  const onOrderEvent = (s: Draft<PayState>, e: OrderEvent): undefined => {
    if (e.kind === 'submitting') {
      s.submitting = true;
      s.error = null;
    } else if (e.kind === 'fail') {
      s.submitting = false;
      s.error = e.error;
    } else {
      s.submitting = false;
      s.error = null;
      s.confirming = null;
      s.requestId = null;
      s.order = castDraft(e.order);
    }
    return undefined;
  };

  const state$ = createStore<PayState>(initial, [
    on(tierChosen$, (s, id) => {
      s.confirming = id;
      s.requestId = deps.newRequestId();
      s.error = null;
    }),
    on(channelChosen$, (s, c) => {
      s.channel = c;
    }),
    on(dismissed$, (s) => {
      if (s.submitting) return;
      s.confirming = null;
      s.requestId = null;
      s.error = null;
    }),
    on<PayState, OrderEvent>(created$, onOrderEvent),
    on<PayState, OrderEvent>(closed$, onOrderEvent),
    on<PayState, OrderEvent>(polled$, onOrderEvent),
    on(shownNo$, (s, no) => {
      if (no === null) s.order = null;
    }),
    on(historyLoads$, (s, e) => {
      s.history = applyLoad(s.history, e) as typeof s.history;
    }),
    on<PayState, UserInfo>(profile$, () => undefined),
  ]).pipe(
    tap((s) => {
      latest = s;
    }),
    replayLatest(),
  );

  return { state$, chooseTier, chooseChannel, dismiss, confirm, cancelOrder, openOrder, reloadHistory };
}
