import { expect, test } from 'vitest';
import { lastJsonObject } from '../../../bench/peerBenchmarks';

test("a peer script's figures come from its last JSON line, after any human-readable output", () => {
  const output =
    'proxy benchmark\n{"stage":"warmup"}\np50 0.4 ms\n{"addedP50Ms":0.4,"throughputRatio":0.91}\n\n';
  expect(lastJsonObject(output)).toEqual({ addedP50Ms: 0.4, throughputRatio: 0.91 });
});

test('output without a JSON object line has no figures', () => {
  expect(lastJsonObject('p50 0.4 ms\n[1,2]\n{not json')).toBeUndefined();
});
