/**
 * The SMS tab: phone, image challenge, send-code button with its countdown, code, submit, and the
 * inline errors of sms-login.streams.ts.
 */
import { useState, type FormEvent } from 'react';
import { useObservableEagerState, useSubscription } from 'observable-hooks';
import { CAPTCHA_LENGTH, SMS_CODE_LENGTH } from '../../../../contracts/endpoints/login';
import { createSmsLogin, type LoginFailure } from '../sms-login.streams';
import { appCompleteLoginDeps, completeLogin, recordLoginFailure, smsLoginApi } from '../login-complete';
import { sendCodeLabel, type LoginField } from '../login-rules';
import { simulated$ } from '../../../state/ui';
import { SimulatedSmsToast } from './simulated-sms-toast';
import { ChallengeImage, ErrorText, Field, Hint, Input, PrimaryButton, Row, SecondaryButton, ServerMessage } from './login-styles';

/** The SMS login form. */
export function SmsForm() {
  const [form] = useState(() => createSmsLogin(smsLoginApi));
  const state = useObservableEagerState(form.state$);
  const simulated = useObservableEagerState(simulated$);
  useSubscription(form.loggedIn$, (token: string) => {
    completeLogin(token, appCompleteLoginDeps).subscribe();
  });
  useSubscription(form.loginFailed$, (failure: LoginFailure) => recordLoginFailure(failure.code));

  const bind = (field: LoginField) => ({
    value: state.values[field],
    onChange: (e: { target: { value: string } }) => form.change(field, e.target.value),
    onBlur: () => form.blur(field),
    $invalid: state.errors[field] !== null,
    'aria-invalid': state.errors[field] !== null,
  });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    form.submit();
  };

  return (
    <form onSubmit={onSubmit} noValidate data-testid="sms-form">
      {simulated && state.simulatedSms && <SimulatedSmsToast sms={state.simulatedSms} onFill={(code) => form.change('code', code)} />}
      <Field>
        <Input {...bind('phone')} type="tel" inputMode="numeric" autoComplete="tel" placeholder="请输入手机号" aria-label="手机号" name="phone" />
        <ErrorText role="alert">{state.errors.phone}</ErrorText>
      </Field>
      <Field>
        <Row>
          <Input {...bind('captcha')} placeholder="请输入图形验证码" aria-label="图形验证码" maxLength={CAPTCHA_LENGTH} autoComplete="off" name="captcha" />
          <ChallengeImage type="button" title="看不清？换一张" onClick={form.refreshChallenge} data-testid="challenge-image">
            {state.challenge ? (
              <img src={state.challenge.image} alt="图形验证码" data-challenge-id={state.challenge.challengeId} />
            ) : state.challengeLoading ? (
              '加载中…'
            ) : (
              '点击重新加载'
            )}
          </ChallengeImage>
        </Row>
        <ErrorText role="alert">{state.errors.captcha}</ErrorText>
      </Field>
      <Field>
        <Row>
          <Input
            {...bind('code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            placeholder="请输入短信验证码"
            aria-label="短信验证码"
            maxLength={SMS_CODE_LENGTH}
            name="code"
          />
          <SecondaryButton type="button" onClick={form.sendCode} disabled={state.countdown > 0 || state.sending} data-testid="send-code">
            {sendCodeLabel(state.countdown, state.sentBefore, state.sending)}
          </SecondaryButton>
        </Row>
        <ErrorText role="alert">{state.errors.code}</ErrorText>
      </Field>
      <ServerMessage role="status">{state.serverMessage}</ServerMessage>
      <PrimaryButton type="submit" disabled={state.submitting} data-testid="login-submit">
        {state.submitting ? '登录中…' : '登录'}
      </PrimaryButton>
      <Hint>未注册的手机号验证后将自动创建账号</Hint>
    </form>
  );
}
