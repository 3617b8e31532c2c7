import { expect, it } from 'vitest';
import { FailureThrottle } from './failure-throttle.js';

it('blocks a key after max failures within the window, and forgets them after it', () => {
  let now = 1_000_000;
  const throttle = new FailureThrottle(60_000, () => now);
  for (let i = 0; i < 3; i++) throttle.fail('k');
  expect(throttle.isBlocked('k', 3)).toBe(true);
  expect(throttle.isBlocked('other', 3)).toBe(false);
  now += 60_001;
  expect(throttle.isBlocked('k', 3)).toBe(false);
  throttle.fail('k');
  throttle.reset('k');
  expect(throttle.isBlocked('k', 1)).toBe(false);
});
