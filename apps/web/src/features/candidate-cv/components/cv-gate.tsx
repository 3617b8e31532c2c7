import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { cvStatusQuery } from '../api/cv-api';

// The dialog (its upload, progress bar and skills offer) loads the first time it opens: a candidate who has
// a CV never pays for it on any screen (issue 20).
const CvDialog = lazy(() => import('./cv-dialog').then((m) => ({ default: m.CvDialog })));

/**
 * SPEC §2: while the candidate has no CV, the CV dialog opens on load and on each navigation (checkcv
 * asked again each time). Annuler closes it until the next navigation. Off until the profile exists:
 * onboarding comes first.
 */
export function CvGate({ enabled }: { enabled: boolean }) {
  const location = useLocation();
  const status = useQuery({ ...cvStatusQuery, enabled });
  const [dismissedAt, setDismissedAt] = useState<string | null>(null);
  const firstKey = useRef(location.key);
  const { refetch } = status;
  useEffect(() => {
    // The first location is the load, which the query fetched already.
    if (enabled && location.key !== firstKey.current) void refetch();
  }, [enabled, location.key, refetch]);

  const open = enabled && status.data?.done === false && dismissedAt !== location.key;
  // Kept once opened, so that it closes with its transition.
  const [opened, setOpened] = useState(false);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <CvDialog open={open} onClose={() => setDismissedAt(location.key)} />
    </Suspense>
  );
}
