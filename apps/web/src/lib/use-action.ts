import { useCallback, useEffect, useRef, useState } from 'react';

type ActionState<R> =
  | { status: 'idle'; data: undefined; error: null }
  | { status: 'pending'; data: undefined; error: null }
  | { status: 'success'; data: R; error: null }
  | { status: 'error'; data: undefined; error: unknown };

/**
 * A call the user starts (sign in, register, resend a mail) and where it stands: the part of react-query's
 * `useMutation` the sign-in screens use, under the same names, without react-query (issue 20: those
 * screens cache nothing, and /login paints ~10 KB gzip sooner without it). Only the latest call's answer
 * counts; nothing is set once the screen is gone.
 */
export function useAction<A, R>(run: (arg: A) => Promise<R>, options: { onSuccess?: (result: R, arg: A) => void } = {}) {
  const [state, setState] = useState<ActionState<R>>({ status: 'idle', data: undefined, error: null });
  const latest = useRef({ run, onSuccess: options.onSuccess });
  latest.current = { run, onSuccess: options.onSuccess };
  const calls = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const mutate = useCallback((...[arg]: undefined extends A ? [A?] : [A]) => {
    const call = ++calls.current;
    setState({ status: 'pending', data: undefined, error: null });
    latest.current.run(arg as A).then(
      (data) => {
        if (!mounted.current || call !== calls.current) return;
        setState({ status: 'success', data, error: null });
        latest.current.onSuccess?.(data, arg as A);
      },
      (error: unknown) => {
        if (mounted.current && call === calls.current) setState({ status: 'error', data: undefined, error });
      },
    );
  }, []);
  return {
    mutate,
    error: state.error,
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    // As useMutation: `isSuccess` tells TypeScript that `data` is there.
    ...(state.status === 'success'
      ? { isSuccess: true as const, data: state.data }
      : { isSuccess: false as const, data: undefined }),
  };
}
