import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CN_RANGES, isMainlandChina, unmapIpv4 } from '../../../../gateway/sim/http/client-ip';

test('loopback and private addresses count as mainland China (local demo)', () => {
  for (const ip of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.5', '::1', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1']) {
    assert.equal(isMainlandChina(ip), true, ip);
  }
});

test('the documented carrier blocks count; their neighbours do not', () => {
  for (const [net] of CN_RANGES) assert.equal(isMainlandChina(net), true, net);
  assert.equal(isMainlandChina('1.87.255.255'), true);
  assert.equal(isMainlandChina('1.88.0.0'), false);
  assert.equal(isMainlandChina('172.32.0.1'), false);
});

test('public foreign addresses and junk do not count', () => {
  for (const ip of ['8.8.8.8', '203.198.1.1', '2001:4860::8888', 'not-an-ip', '', '999.1.1.1', "1.80.0.1' OR 1=1"]) {
    assert.equal(isMainlandChina(ip), false, ip);
  }
});

test('unmapIpv4 strips the IPv4-mapped prefix only', () => {
  assert.equal(unmapIpv4('::ffff:1.2.3.4'), '1.2.3.4');
  assert.equal(unmapIpv4('::FFFF:1.2.3.4'), '1.2.3.4');
  assert.equal(unmapIpv4('2001:db8::1'), '2001:db8::1');
});
