import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/** Waits for the typing to pause before passing the value on. */
export function useDebounced<T>(value: T, delayMs = 300): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * A server-paged list searched as one types: the text typed (`text`), the search sent once the typing
 * pauses (`search`), and the page, both kept in the address (`?q=`, `?page=`, pages from 0) so that
 * coming back from a detail keeps them. A new search starts again from the first page.
 */
export function useLiveSearch() {
  const [params, setParams] = useSearchParams();
  const page = Math.max(0, Number(params.get('page') ?? 0) || 0);
  const [text, setText] = useState(params.get('q') ?? '');
  const search = useDebounced(text.trim());

  const urlSearch = params.get('q') ?? '';
  useEffect(() => {
    if (search === urlSearch) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (search) next.set('q', search);
        else next.delete('q');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [search, urlSearch, setParams]);

  const goTo = (p: number) => {
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (p > 0) next.set('page', String(p));
      else next.delete('page');
      return next;
    });
    window.scrollTo(0, 0);
  };

  return { page, text, setText, search, goTo };
}
