import { Box, LinearProgress, Typography } from '@mui/material';
import { useEffect, useState } from 'react';

/**
 * The strength meter of DECISIONS §3. zxcvbn and its dictionaries are loaded only when a password is
 * typed, so no other page pays for them.
 */
const LABELS = ['Très faible', 'Faible', 'Moyen', 'Bon', 'Excellent'] as const;
const COLORS = ['error', 'error', 'warning', 'success', 'success'] as const;

type Scorer = (password: string) => number;
let scorer: Promise<Scorer> | undefined;

function loadScorer(): Promise<Scorer> {
  scorer ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-fr'),
  ]).then(([core, common, fr]) => {
    const factory = new core.ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...fr.dictionary },
      graphs: common.adjacencyGraphs,
    });
    return (password: string) => factory.check(password).score;
  });
  return scorer;
}

export function PasswordStrength({ password }: { password: string }) {
  const [score, setScore] = useState<number | null>(null);
  useEffect(() => {
    if (!password) {
      setScore(null);
      return;
    }
    let cancelled = false;
    loadScorer().then((score) => {
      if (!cancelled) setScore(score(password));
    });
    return () => {
      cancelled = true;
    };
  }, [password]);
  if (score === null) return null;
  return (
    <Box sx={{ mt: -1, mb: 1 }} aria-live="polite">
      <LinearProgress
        variant="determinate"
        value={(score + 1) * 20}
        color={COLORS[score]}
        aria-label="Solidité du mot de passe"
        sx={{ height: 6, borderRadius: 3 }}
      />
      <Typography variant="caption" color="text.secondary">
        Solidité : {LABELS[score]}
      </Typography>
    </Box>
  );
}
