import { lazy, Suspense, useState } from 'react';

// The Snackbar comes with the first message, not with the list (issue 20).
const NoticeSnackbar = lazy(() => import('./notice-snackbar').then((m) => ({ default: m.NoticeSnackbar })));

/** A short success message after a staff action (the panel it came from has closed). */
export function useNotice() {
  const [message, setMessage] = useState<string | null>(null);
  // Kept once shown, so that it leaves with its transition.
  const [shown, setShown] = useState(false);
  if (message !== null && !shown) setShown(true);
  const notice = shown ? (
    <Suspense fallback={null}>
      <NoticeSnackbar message={message} onClose={() => setMessage(null)} />
    </Suspense>
  ) : null;
  return { notify: setMessage, notice };
}
