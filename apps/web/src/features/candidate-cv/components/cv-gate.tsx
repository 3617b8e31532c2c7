import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { cvStatusQuery } from '../api/cv-api';
import { CvDialog } from './cv-dialog';

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
  return <CvDialog open={open} onClose={() => setDismissedAt(location.key)} />;
}
