import { test } from 'node:test';
import assert from 'node:assert/strict';
import { captchaError, codeError, phoneError, sanitizeInput, sendCodeLabel, RESEND_SECONDS } from '../../../../client/pages/login/login-rules';

test('phone: required, 11 digits starting 1[3-9]', () => {
  assert.equal(phoneError(''), '请输入手机号');
  assert.match(phoneError('1380013800')!, /正确/);
  assert.match(phoneError('12800138000')!, /正确/);
  assert.equal(phoneError('13800138000'), null);
});

test('captcha and code', () => {
  assert.equal(captchaError(''), '请输入图形验证码');
  assert.match(captchaError('AB3')!, /4位/);
  assert.equal(captchaError('AB3D'), null);
  assert.equal(codeError(''), '请输入短信验证码');
  assert.match(codeError('12345')!, /6位/);
  assert.equal(codeError('123456'), null);
});

test('typing keeps only what a field may hold', () => {
  assert.equal(sanitizeInput('phone', ' 138-0013-8000 9'), '13800138000');
  assert.equal(sanitizeInput('code', '12a3456789'), '123456');
  assert.equal(sanitizeInput('captcha', 'ab-3d9'), 'ab3d');
});

test('send-code button label: 60 s countdown then 重新获取', () => {
  assert.equal(RESEND_SECONDS, 60);
  assert.equal(sendCodeLabel(0, false, false), '获取验证码');
  assert.equal(sendCodeLabel(59, true, false), '59秒后重新获取');
  assert.equal(sendCodeLabel(0, true, false), '重新获取');
  assert.equal(sendCodeLabel(0, false, true), '发送中…');
});
