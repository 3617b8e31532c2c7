import { useEffect } from 'react';

/** Sets the tab title: the page first, then the product. */
export function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = `${title} · Passerelle`;
  }, [title]);
}
