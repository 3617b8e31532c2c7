import { useEffect, useState } from 'react';
import '../plain/plain.css';

/**
 * The strength meter of DECISIONS §3. zxcvbn and its dictionaries are loaded only when a password is
 * typed, so no other page pays for them. Plain (no MUI): it sits on the registration screen.
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
  const value = (score + 1) * 20;
  return (
    <div className="pl-strength" aria-live="polite">
      <div
        className="pl-meter"
        role="progressbar"
        aria-label="Solidité du mot de passe"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
      >
        <div className={`pl-meter-bar pl-meter-${COLORS[score]}`} style={{ width: `${value}%` }} />
      </div>
      <span className="pl-caption">Solidité : {LABELS[score]}</span>
    </div>
  );
}
