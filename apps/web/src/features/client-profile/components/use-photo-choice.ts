import { useState } from 'react';
import { clientProfileApi } from '../api/client-profile-api';

/**
 * The photo of the edit form: unchanged, replaced by a chosen file (checked, then uploaded with its
 * progress), or removed. `resolve()` gives edtmyprofile's `img`: undefined keeps the current photo.
 */
export function usePhotoChoice() {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [removed, setRemoved] = useState(false);
  return {
    file,
    error,
    progress,
    removed,
    choose(next: File | null, problem: string | null) {
      setFile(problem ? null : next);
      setError(problem);
      setRemoved(false);
    },
    remove() {
      setFile(null);
      setError(null);
      setRemoved(true);
    },
    async resolve(): Promise<string | undefined> {
      if (removed) return '';
      if (!file) return undefined;
      setProgress(0);
      try {
        return await clientProfileApi.uploadPhoto(file, setProgress);
      } finally {
        setProgress(null);
      }
    },
  };
}
