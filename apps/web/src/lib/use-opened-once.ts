import { useState } from 'react';

/**
 * True from the first time `open` is true on (issue 20): a dialog whose code loads at its first opening
 * is mounted from then on, so that it closes with its transition and keeps its state like any other.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
