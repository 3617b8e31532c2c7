import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { sessionStore, useSession } from '../../../lib/session';
import { cvStatusQuery } from '../api/cv-api';

// The dialog (its upload, progress bar and skills offer) loads the first time it opens: a candidate who has
// a CV never pays for it on any screen (issue 20).
const CvDialog = lazy(() => import('./cv-dialog').then((m) => ({ default: m.CvDialog })));

/**
 * The CV dialog opens once a session for a candidate without a CV (DECISIONS §6.9; SPEC §2 reopened it on
 * every navigation and reload). Shown, it is marked in the session kept in the browser: neither a reload nor
 * another tab brings it back; the next login starts a new session, which has no mark. The banner of
 * cv-banner.tsx stays on the home and the profile. Off until the profile exists: onboarding comes first.
 */
export function CvGate({ enabled }: { enabled: boolean }) {
  const session = useSession();
  const status = useQuery({ ...cvStatusQuery, enabled });
  const [open, setOpen] = useState(false);
  const due = enabled && status.data?.done === false && !session?.cvDialogShown;
  if (due && !open) {
    setOpen(true);
    sessionStore.update({ cvDialogShown: true });
  }
  // Kept once opened, so that it closes with its transition.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <CvDialog open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
