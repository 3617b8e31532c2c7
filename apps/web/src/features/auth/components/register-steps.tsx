import { Icon } from '../../../components/plain/icons';

/** The four-step indicator of SPEC §2: registration, e-mail validation, profile, start. */
const STEPS = ['Inscription', "Validation de l'e-mail", 'Profil', 'Démarrage'];

/** Plain (no MUI): shown on the registration screen. The current step is marked for screen readers. */
export function RegisterSteps({ active }: { active: number }) {
  return (
    <ol className="pl-steps" aria-label="Étapes de l'inscription">
      {STEPS.map((label, i) => (
        <li
          key={label}
          className={i === active ? 'pl-step pl-step-active' : i < active ? 'pl-step pl-step-done' : 'pl-step'}
          aria-current={i === active ? 'step' : undefined}
        >
          <span className="pl-step-dot" aria-hidden="true">
            {i < active ? <Icon name="check" size={16} /> : i + 1}
          </span>
          {label}
        </li>
      ))}
    </ol>
  );
}
