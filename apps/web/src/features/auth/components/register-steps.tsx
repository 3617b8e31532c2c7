import { Step, StepLabel, Stepper } from '@mui/material';

/** The four-step indicator of SPEC §2: registration, e-mail validation, profile, start. */
const STEPS = ['Inscription', "Validation de l'e-mail", 'Profil', 'Démarrage'];

export function RegisterSteps({ active }: { active: number }) {
  return (
    <Stepper activeStep={active} alternativeLabel sx={{ mb: 4 }} aria-label="Étapes de l'inscription">
      {STEPS.map((label) => (
        <Step key={label}>
          <StepLabel>{label}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
