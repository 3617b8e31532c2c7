import { describe, expect, it } from 'vitest';
import { pagerWindow } from './pager';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('pager window (SPEC §2: all pages up to 10, else 10 around the current one)', () => {
  it('1 page', () => {
    expect(pagerWindow(0, 1)).toEqual([0]);
  });
  it('10 pages: all of them, wherever we are', () => {
    for (const current of [0, 4, 9]) expect(pagerWindow(current, 10)).toEqual(range(0, 9));
  });
  it('11 pages: a window of 10', () => {
    expect(pagerWindow(0, 11)).toEqual(range(0, 9));
    expect(pagerWindow(5, 11)).toEqual(range(1, 10));
    expect(pagerWindow(10, 11)).toEqual(range(1, 10));
  });
  it('50 pages: first, middle and last', () => {
    expect(pagerWindow(0, 50)).toEqual(range(0, 9));
    expect(pagerWindow(25, 50)).toEqual(range(21, 30));
    expect(pagerWindow(49, 50)).toEqual(range(40, 49));
  });
  it('no page', () => {
    expect(pagerWindow(0, 0)).toEqual([]);
  });
});
