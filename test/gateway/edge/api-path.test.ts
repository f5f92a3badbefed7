import { test } from 'node:test';
import assert from 'node:assert/strict';
import { canonicalApiPath } from '../../../gateway/edge/api-path';

test('plain API paths are accepted in canonical form (lower case, no trailing slash, no query)', () => {
  assert.equal(canonicalApiPath('/api/v2/login/getSmsCode?phone=1%202'), '/api/v2/login/getsmscode');
  assert.equal(canonicalApiPath('/api/v2/login/getSmsCode/'), '/api/v2/login/getsmscode');
  assert.equal(canonicalApiPath('/api/v2/opt/remark/600519.SH'), '/api/v2/opt/remark/600519.sh');
  assert.equal(canonicalApiPath('/api/'), '/api/');
});

test('anything another component could read differently is refused', () => {
  for (const p of [
    '/api/v2/login/getSms%43ode',
    '/api/%2e%2e/secret',
    '/api/v2/login/getSmsCode;jsessionid=1',
    '/api/v2/../x',
    '/api/./v2',
    '/api//evil.example/x',
    '/api/http://evil.example/',
    '/api/v2\\x',
    '/api/v2/x\u0000',
    '/api/v2/中文',
    '/apix/v2',
    '/api',
    'http://evil.example/api/v2',
  ]) {
    assert.equal(canonicalApiPath(p), null, p);
  }
});
