import { useState } from 'react';
import { onboardingApi } from '../api/onboarding-api';

/** The photo of a profile form: chosen, checked, then uploaded with its progress. */
export function usePhotoUpload() {
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  return {
    file,
    error,
    progress,
    choose(next: File | null, problem: string | null) {
      setFile(problem ? null : next);
      setError(problem);
    },
    fail(message: string) {
      setError(message);
    },
    /** Uploads the chosen photo; resolves with its URL (or null when none was chosen). */
    async upload(): Promise<string | null> {
      if (!file) return null;
      setProgress(0);
      try {
        const { data } = await onboardingApi.uploadPhoto(file, setProgress);
        return data;
      } finally {
        setProgress(null);
      }
    },
  };
}
