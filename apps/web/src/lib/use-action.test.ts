import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useAction } from './use-action';

/** A call whose answer the test gives when it wants. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useAction (issue 20: the sign-in screens without react-query)', () => {
  it('goes pending, then success with the data, and calls onSuccess with the result and the argument', async () => {
    const answer = deferred<string>();
    const onSuccess = vi.fn();
    const { result } = renderHook(() => useAction((_name: string) => answer.promise, { onSuccess }));
    expect([result.current.isPending, result.current.isSuccess, result.current.isError]).toEqual([false, false, false]);
    act(() => result.current.mutate('Léa'));
    expect(result.current.isPending).toBe(true);
    await act(async () => answer.resolve('bonjour'));
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toBe('bonjour');
    expect(result.current.isPending).toBe(false);
    expect(onSuccess).toHaveBeenCalledWith('bonjour', 'Léa');
  });

  it('a failure is kept as the error; only the latest call counts', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const calls = [first, second];
    const { result } = renderHook(() => useAction(() => (calls.shift() ?? first).promise));
    act(() => result.current.mutate());
    act(() => result.current.mutate());
    const refusal = new Error('refusé');
    await act(async () => second.reject(refusal));
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.error).toBe(refusal);
    // The first call answers late: it changes nothing.
    await act(async () => first.resolve('trop tard'));
    expect(result.current.isError).toBe(true);
    expect(result.current.data).toBeUndefined();
  });
});
