import { join } from 'node:path';
import { expect, inject, test } from 'vitest';
import { run } from './processes';

test('Express: the proxy mounted through the Node adapter answers a page request from the demo service (msw 3 handlers)', async () => {
  const { stdout } = await run('node', ['server.js'], { cwd: join(inject('consumerRoot'), 'express') });
  expect(JSON.parse(stdout)).toEqual({ status: 200, total: '12', names: ['Ada Lovelace', 'Grace Lovelace'] });
});
