import { expect, test } from 'vitest';
import { profileRequests } from '../../../bench/roundTrips';

const get = (url: string, start: number, end: number) => ({ method: 'GET', url, start, end });

test('first-screen reads fired together count as one round trip', () => {
  const profile = profileRequests([
    get('/employees', 0, 40),
    get('/token_info', 2, 30),
    get('/locations', 3, 35),
  ]);
  expect(profile).toEqual({ requests: 3, roundTrips: 1, duplicates: [] });
});

test('a read that waits for another answer is a waterfall: one more round trip', () => {
  const profile = profileRequests([
    get('/token_info', 0, 30),
    get('/employees', 31, 60),
    get('/jobs', 61, 90),
  ]);
  expect(profile.roundTrips).toBe(3);
});

test('a request that starts while an earlier one is still in flight does not deepen the chain', () => {
  const profile = profileRequests([
    get('/token_info', 0, 30),
    get('/employees', 31, 90),
    get('/locations', 50, 70),
  ]);
  expect(profile.roundTrips).toBe(2);
});

test('the same request made twice is reported as a duplicate', () => {
  const profile = profileRequests([
    get('/employees?page=1', 0, 10),
    get('/employees?page=1', 20, 30),
    get('/x', 0, 5),
  ]);
  expect(profile.duplicates).toEqual(['GET /employees?page=1']);
});

test('a screen that makes no request has no round trip', () => {
  expect(profileRequests([])).toEqual({ requests: 0, roundTrips: 0, duplicates: [] });
});
