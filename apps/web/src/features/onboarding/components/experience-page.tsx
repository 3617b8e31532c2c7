import { Button, Stack, Typography } from '@mui/material';
import { type Experience, MSG } from '@passerelle/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormError } from '../../../components/form/form-error';
import { EntryList } from '../../../components/profile/entry-list';
import { ExperienceForm } from '../../../components/profile/experience-form';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { sessionStore } from '../../../lib/session';
import { onboardingApi } from '../api/onboarding-api';
import { OnboardingLayout } from './onboarding-layout';

/** /register/cd/exp (SPEC §2): experiences, added and removed, then 'Suivant' leads to the dashboard. */
export function ExperiencePage() {
  const navigate = useNavigate();
  const [entries, setEntries] = useState<Experience[]>([]);
  const [missing, setMissing] = useState(false);
  const save = useMutation({
    mutationFn: () => onboardingApi.setExperiences({ exp: entries }),
    onSuccess: () => {
      const session = sessionStore.get();
      if (session) sessionStore.update({ user: { ...session.user, exp_done: true } });
      navigate(paths.dashboard, { replace: true });
    },
  });

  return (
    <OnboardingLayout
      title="Votre expérience"
      subtitle="Vos missions et emplois passés, avec les technologies utilisées : c'est ce que les entreprises regardent en premier."
      forRole="condidat"
      step={2}
      done={(user) => !user.formation_done || user.exp_done}
    >
      <Stack spacing={3}>
        <ExperienceForm
          onAdd={(experience) => {
            setEntries((list) => [...list, experience]);
            setMissing(false);
          }}
        />
        <Typography component="h2" variant="h4">
          Expérience(s) ajoutée(s)
        </Typography>
        <EntryList
          entries={entries}
          emptyText={MSG.emptyExperiences}
          describe={(e) => ({
            primary: `${e.fonction} — ${e.entreprise} (${e.lieu})`,
            secondary: `du ${formatDate(e.date_debut)} au ${formatDate(e.date_fin)}${e.tech.length ? ` · ${e.tech.join(', ')}` : ''}`,
          })}
          removeLabel={(e) => `Retirer l'expérience ${e.fonction} chez ${e.entreprise}`}
          onRemove={(index) => setEntries((list) => list.filter((_, i) => i !== index))}
        />
        <FormError
          message={missing ? MSG.experiencesRequired : save.isError ? errorMessage(save.error, MSG.saveDataFailed) : null}
        />
        <Button
          variant="contained"
          size="large"
          loading={save.isPending}
          onClick={() => (entries.length === 0 ? setMissing(true) : save.mutate())}
        >
          Suivant
        </Button>
      </Stack>
    </OnboardingLayout>
  );
}
