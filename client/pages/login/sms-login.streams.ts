/**
 * The SMS login form as streams (no React): phone, image challenge, send-code with a countdown,
 * code, submit, inline validation. I/O comes in as functions returning Observables.
 *
 * - A field's error shows once it was left non-empty or an action needed it.
 * - Sending needs a valid phone and challenge answer; the challenge is single-use (right or
 *   wrong), so after every send attempt a new image is fetched and the answer cleared.
 * - After a sent code the button counts down {@link RESEND_SECONDS} seconds.
 * - Submitting needs a valid phone and code; the token is emitted on {@link SmsLogin.loggedIn$}.
 */
import {
  BehaviorSubject,
  ReplaySubject,
  Subject,
  asyncScheduler,
  catchError,
  exhaustMap,
  filter,
  map,
  merge,
  of,
  share,
  startWith,
  switchMap,
  takeWhile,
  tap,
  timer,
  withLatestFrom,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import type { Draft } from 'immer';
import type { LoginByCodeBody, RandomCode, SmsCodeQuery, SmsCodeSent } from '../../../contracts/endpoints/login';
import { createSignal } from '../../core/signal';
import { createStore, on } from '../../core/store';
import { FIELDS_FOR, RESEND_SECONDS, sanitizeInput, validateAll, type FieldErrors, type LoginField } from './login-rules';

/** The calls the form makes. */
export interface SmsLoginApi {
  challenge(): Observable<RandomCode>;
  sendCode(query: SmsCodeQuery): Observable<SmsCodeSent>;
  login(body: LoginByCodeBody): Observable<string>;
}

/** What the form shows. */
export interface SmsLoginState {
  values: Record<LoginField, string>;
  /** Fields whose errors show: left non-empty, or needed by an attempted action. */
  revealed: Record<LoginField, boolean>;
  /** Errors shown now (only for revealed fields). */
  errors: FieldErrors;
  /** The current image challenge, null while it loads or when it failed. */
  challenge: RandomCode | null;
  challengeLoading: boolean;
  /** Seconds left before another code may be asked for; 0 = the button is free. */
  countdown: number;
  /** A code was sent at least once (the button then says 重新获取). */
  sentBefore: boolean;
  sending: boolean;
  submitting: boolean;
  /** The server's message after a failed send or login, cleared by the next attempt. */
  serverMessage: string | null;
}

/** A failed login: the server's code and message. */
export interface LoginFailure {
  code: string;
  message: string;
}

/** The form's state and its actions. */
export interface SmsLogin {
  state$: Observable<SmsLoginState>;
  /** The session token of a successful login. */
  loggedIn$: Observable<string>;
  /** A rejected login (spec §4: the old token is kept with the failure code). */
  loginFailed$: Observable<LoginFailure>;
  change(field: LoginField, raw: string): void;
  blur(field: LoginField): void;
  refreshChallenge(): void;
  sendCode(): void;
  submit(): void;
}

/** Shown when sending is tried while no image challenge is loaded. */
export const CHALLENGE_MISSING = '图形验证码未加载，请点击图片刷新';

const EMPTY_VALUES: Record<LoginField, string> = { phone: '', captcha: '', code: '' };
const NO_ERRORS: FieldErrors = { phone: null, captcha: null, code: null };

/** The initial form state. */
export const INITIAL_SMS_LOGIN: SmsLoginState = {
  values: EMPTY_VALUES,
  revealed: { phone: false, captcha: false, code: false },
  errors: NO_ERRORS,
  challenge: null,
  challengeLoading: true,
  countdown: 0,
  sentBefore: false,
  sending: false,
  submitting: false,
  serverMessage: null,
};

function failureOf(e: unknown): LoginFailure {
  const err = e as { code?: unknown; message?: unknown };
  return {
    code: typeof err?.code === 'string' ? err.code : '',
    message: typeof err?.message === 'string' ? err.message : String(e),
  };
}

/** Creates the SMS login form. Nothing is fetched until `state$` is subscribed. */
export function createSmsLogin(api: SmsLoginApi, scheduler: SchedulerLike = asyncScheduler): SmsLogin {
  const [change, changed$] = createSignal<{ field: LoginField; raw: string }>();
  const [blur, blurred$] = createSignal<LoginField>();
  const [refreshChallenge, refreshRequested$] = createSignal<void>();
  const [sendCode, sendRequested$] = createSignal<void>();
  const [submit, submitRequested$] = createSignal<void>();
  const challengeUsed = new Subject<void>();
  // Seconds left of the resend countdown, read by the send action (a click during it is ignored).
  const cooldown = new BehaviorSubject(0);

  const edits$ = changed$.pipe(map(({ field, raw }) => ({ field, value: sanitizeInput(field, raw) })));

  // The values alone, so actions can read them without depending on their own results.
  const values$ = createStore<Record<LoginField, string>>(EMPTY_VALUES, [
    on(edits$, (s, e) => {
      s[e.field] = e.value;
    }),
    on(challengeUsed, (s) => {
      s.captcha = '';
    }),
  ]);

  type ChallengeEvent = { kind: 'loading' } | { kind: 'loaded'; challenge: RandomCode } | { kind: 'failed' };
  const challenge$: Observable<ChallengeEvent> = merge(refreshRequested$, challengeUsed).pipe(
    startWith(undefined),
    switchMap(() =>
      api.challenge().pipe(
        map((challenge): ChallengeEvent => ({ kind: 'loaded', challenge })),
        startWith<ChallengeEvent>({ kind: 'loading' }),
        catchError(() => of<ChallengeEvent>({ kind: 'failed' })),
      ),
    ),
    // One fetch for the state and the send action; the latest event replays to late subscribers.
    share({ connector: () => new ReplaySubject<ChallengeEvent>(1), resetOnRefCountZero: true }),
  );

  // The latest challenge id, read by the send action.
  const challengeId$ = challenge$.pipe(
    map((e) => (e.kind === 'loaded' ? e.challenge.challengeId : null)),
    startWith(null),
  );

  const invalidFor = (values: Record<LoginField, string>, fields: readonly LoginField[]) => {
    const errors = validateAll(values);
    return fields.filter((f) => errors[f] !== null);
  };

  type SendEvent =
    | { kind: 'invalid'; fields: readonly LoginField[] }
    | { kind: 'sending' }
    | { kind: 'sent'; seconds: number }
    | { kind: 'sendFailed'; message: string }
    | { kind: 'tick'; left: number };

  const send$: Observable<SendEvent> = sendRequested$.pipe(
    filter(() => cooldown.value === 0),
    withLatestFrom(values$, challengeId$),
    exhaustMap(([, values, challengeId]) => {
      const bad = invalidFor(values, FIELDS_FOR.send);
      if (bad.length > 0) return of<SendEvent>({ kind: 'invalid', fields: [...FIELDS_FOR.send] });
      if (challengeId === null) return of<SendEvent>({ kind: 'sendFailed', message: CHALLENGE_MISSING });
      return api.sendCode({ phone: values.phone, challengeId, randomCode: values.captcha }).pipe(
        map((sent): SendEvent => ({ kind: 'sent', seconds: sent.resendAfterMs > 0 ? Math.ceil(sent.resendAfterMs / 1000) : RESEND_SECONDS })),
        catchError((e: unknown) => of<SendEvent>({ kind: 'sendFailed', message: failureOf(e).message })),
        // The challenge is single-use, right or wrong: fetch a new one.
        tap(() => challengeUsed.next()),
        startWith<SendEvent>({ kind: 'sending' }),
      );
    }),
    share(),
  );

  const countdown$: Observable<SendEvent> = send$.pipe(
    filter((e): e is Extract<SendEvent, { kind: 'sent' }> => e.kind === 'sent'),
    switchMap(({ seconds }) =>
      timer(1000, 1000, scheduler).pipe(
        map((i): SendEvent => ({ kind: 'tick', left: seconds - 1 - i })),
        takeWhile((e) => e.kind === 'tick' && e.left >= 0),
        startWith<SendEvent>({ kind: 'tick', left: seconds }),
      ),
    ),
    tap((e) => cooldown.next(e.kind === 'tick' ? e.left : 0)),
  );

  type SubmitEvent =
    | { kind: 'invalid'; fields: readonly LoginField[] }
    | { kind: 'submitting' }
    | { kind: 'token'; token: string }
    | { kind: 'failed'; failure: LoginFailure };

  const submit$: Observable<SubmitEvent> = submitRequested$.pipe(
    withLatestFrom(values$),
    exhaustMap(([, values]) => {
      const bad = invalidFor(values, FIELDS_FOR.submit);
      if (bad.length > 0) return of<SubmitEvent>({ kind: 'invalid', fields: [...FIELDS_FOR.submit] });
      return api.login({ phone: values.phone, code: values.code }).pipe(
        map((token): SubmitEvent => ({ kind: 'token', token })),
        catchError((e: unknown) => of<SubmitEvent>({ kind: 'failed', failure: failureOf(e) })),
        startWith<SubmitEvent>({ kind: 'submitting' }),
      );
    }),
    share(),
  );

  const showErrors = (s: Draft<SmsLoginState>) => {
    const all = validateAll(s.values);
    s.errors = {
      phone: s.revealed.phone ? all.phone : null,
      captcha: s.revealed.captcha ? all.captcha : null,
      code: s.revealed.code ? all.code : null,
    };
  };
  const reveal = (s: Draft<SmsLoginState>, fields: readonly LoginField[]) => {
    for (const f of fields) s.revealed[f] = true;
    showErrors(s);
  };

  const state$ = createStore<SmsLoginState>(
    INITIAL_SMS_LOGIN,
    [
      on(values$, (s, values) => {
        s.values = values;
        showErrors(s);
      }),
      on(blurred$, (s, field) => {
        if (s.values[field] !== '') reveal(s, [field]);
      }),
      on(challenge$, (s, e) => {
        s.challengeLoading = e.kind === 'loading';
        s.challenge = e.kind === 'loaded' ? e.challenge : e.kind === 'loading' ? s.challenge : null;
      }),
      on(merge(send$, countdown$), (s, e) => {
        switch (e.kind) {
          case 'invalid':
            reveal(s, e.fields);
            return;
          case 'sending':
            s.sending = true;
            s.serverMessage = null;
            return;
          case 'sent':
            s.sending = false;
            s.sentBefore = true;
            s.countdown = e.seconds;
            return;
          case 'sendFailed':
            s.sending = false;
            s.serverMessage = e.message;
            return;
          case 'tick':
            s.countdown = e.left;
            return;
        }
      }),
      on(submit$, (s, e) => {
        switch (e.kind) {
          case 'invalid':
            reveal(s, e.fields);
            return;
          case 'submitting':
            s.submitting = true;
            s.serverMessage = null;
            return;
          case 'token':
            s.submitting = false;
            return;
          case 'failed':
            s.submitting = false;
            s.serverMessage = e.failure.message;
            return;
        }
      }),
    ],
  );

  return {
    state$,
    loggedIn$: submit$.pipe(
      filter((e): e is Extract<SubmitEvent, { kind: 'token' }> => e.kind === 'token'),
      map((e) => e.token),
    ),
    loginFailed$: submit$.pipe(
      filter((e): e is Extract<SubmitEvent, { kind: 'failed' }> => e.kind === 'failed'),
      map((e) => e.failure),
    ),
    change: (field, raw) => change({ field, raw }),
    blur,
    refreshChallenge: () => refreshChallenge(),
    sendCode: () => sendCode(),
    submit: () => submit(),
  };
}
