import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { diffSubscriptions, subscriptionFrames } from '../../contracts/subscription-diff';
import { MAX_CODES_PER_FRAME } from '../../contracts/ws-protocol';

test('the difference adds what is new, drops what is gone and updates what was told', () => {
  const told = new Set(['600519.SH', '000001.SZ']);
  const diff = diffSubscriptions(told, new Set(['600519.SH', '00700.HK']));
  assert.deepEqual(diff, { sub: ['00700.HK'], unsub: ['000001.SZ'] });
  assert.deepEqual([...told].sort(), ['00700.HK', '600519.SH']);
  assert.deepEqual(diffSubscriptions(told, new Set(told)), { sub: [], unsub: [] }, 'nothing to say twice');
});

test('frames: unsubscribes first, split at the per-frame cap', () => {
  const many = Array.from({ length: MAX_CODES_PER_FRAME + 3 }, (_, i) => `${String(i).padStart(6, '0')}.SZ`);
  const frames = subscriptionFrames({ sub: many, unsub: ['600519.SH'] });
  assert.deepEqual(
    frames.map((f) => [f.type, 'codes' in f ? f.codes.length : 0]),
    [
      ['unsub', 1],
      ['sub', MAX_CODES_PER_FRAME],
      ['sub', 3],
    ],
  );
  assert.deepEqual(subscriptionFrames({ sub: [], unsub: [] }), []);
});

test('after any sequence of wanted sets, told equals the last one and the frames replay to it', () => {
  const code = fc.constantFrom('600519.SH', '000001.SZ', '00700.HK', '300750.SZ', '000001.SH');
  fc.assert(
    fc.property(fc.array(fc.uniqueArray(code), { maxLength: 8 }), (steps) => {
      const told = new Set<string>();
      const server = new Set<string>();
      for (const step of steps) {
        for (const f of subscriptionFrames(diffSubscriptions(told, new Set(step)))) {
          if (f.type === 'sub') for (const c of f.codes) server.add(c);
          if (f.type === 'unsub') for (const c of f.codes) server.delete(c);
        }
        assert.deepEqual([...told].sort(), [...step].sort());
        assert.deepEqual([...server].sort(), [...step].sort());
      }
    }),
    { numRuns: 200 },
  );
});
