/**
 * The SMS login form as streams (no React): phone, image challenge, send-code with a countdown,
 * code, submit, inline validation. I/O comes in as functions returning Observables.
 *
 * - A field's error shows once it was left non-empty or an action needed it.
 * - Sending needs a valid phone and challenge answer; the challenge is single-use (right or
 *   wrong). After a refused send a new image is fetched and the answer cleared at once; after a
 *   successful send the answer stays as typed (clearing it read as a failure) until the countdown
 *   ends, when a new image is fetched for the next send. A cleared answer is not shown in error.
 * - The built-in sim answers a send with the simulated text message itself; it is kept in the
 *   state for the page to show (a real upstream never sends one).
 * - After a sent code the button counts down {@link RESEND_SECONDS} seconds.
 * - Submitting needs a valid phone and code; the token is emitted on {@link SmsLogin.loggedIn$}.
 */
import {
  BehaviorSubject,
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
import type { LoginByCodeBody, RandomCode, SimulatedSms, SmsCodeQuery, SmsCodeSent } from '../../../contracts/endpoints/login';
import { createSignal } from '../../core/signal';
import { createStore, on, replayLatest } from '../../core/store';
import { FIELDS_FOR, RESEND_SECONDS, sanitizeInput, validateAll, type LoginField } from './login-rules';
import { CHALLENGE_MISSING, EMPTY_VALUES, INITIAL_SMS_LOGIN, failureOf, reveal, showErrors, type LoginFailure, type SmsLoginState } from './sms-login-state';

export { INITIAL_SMS_LOGIN, type LoginFailure, type SmsLoginState } from './sms-login-state';

/** The calls the form makes. */
export interface SmsLoginApi {
  challenge(): Observable<RandomCode>;
  sendCode(query: SmsCodeQuery): Observable<SmsCodeSent>;
  login(body: LoginByCodeBody): Observable<string>;
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

/** Creates the SMS login form. Nothing is fetched until `state$` is subscribed. */
export function createSmsLogin(api: SmsLoginApi, scheduler: SchedulerLike = asyncScheduler): SmsLogin {
  const [change, changed$] = createSignal<{ field: LoginField; raw: string }>();
  const [blur, blurred$] = createSignal<LoginField>();
  const [refreshChallenge, refreshRequested$] = createSignal<void>();
  const [sendCode, sendRequested$] = createSignal<void>();
  const [submit, submitRequested$] = createSignal<void>();
  const [spendChallenge, challengeUsed] = createSignal<void>();
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
    replayLatest(),
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
    | { kind: 'sent'; seconds: number; simulatedSms: SimulatedSms | null }
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
        map(
          (sent): SendEvent => ({
            kind: 'sent',
            seconds: sent.resendAfterMs > 0 ? Math.ceil(sent.resendAfterMs / 1000) : RESEND_SECONDS,
            simulatedSms: sent.simulatedSms ?? null,
          }),
        ),
        catchError((e: unknown) => of<SendEvent>({ kind: 'sendFailed', message: failureOf(e).message })),
        // The challenge is single-use, right or wrong: a refused one is replaced now, a used one when the countdown ends.
        tap((e) => {
          if (e.kind === 'sendFailed') spendChallenge();
        }),
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
    tap((e) => {
      cooldown.next(e.kind === 'tick' ? e.left : 0);
      if (e.kind === 'tick' && e.left === 0) spendChallenge();
    }),
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

  const state$ = createStore<SmsLoginState>(INITIAL_SMS_LOGIN, [
    on(values$, (s, values) => {
      s.values = values;
      showErrors(s);
    }),
    on(blurred$, (s, field) => {
      if (s.values[field] !== '') reveal(s, [field]);
    }),
    on(challengeUsed, (s) => {
      // The answer was cleared by the form, not left empty by the user: no red field.
      s.revealed.captcha = false;
      showErrors(s);
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
          s.simulatedSms = e.simulatedSms;
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
  ]);

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
