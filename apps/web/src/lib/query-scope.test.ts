import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { queryClient } from './query-scope';

describe('queryClient retries (issue 16: a missing offer shows its error at once)', () => {
  const retry = queryClient.getDefaultOptions().queries?.retry as (count: number, error: unknown) => boolean;

  it('never asks again after a refusal (4xx): a 404 is final', () => {
    for (const status of [400, 401, 403, 404, 409, 429]) expect(retry(0, new ApiError('Refusé', status))).toBe(false);
  });

  it('retries a server or network failure twice', () => {
    expect(retry(0, new ApiError('Panne', 502))).toBe(true);
    expect(retry(1, new ApiError('Réseau', 0))).toBe(true);
    expect(retry(2, new ApiError('Panne', 502))).toBe(false);
  });
});
