import { Button, Stack, Typography } from '@mui/material';
import { type Formation, MSG } from '@passerelle/shared';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormError } from '../../../components/form/form-error';
import { EntryList } from '../../../components/profile/entry-list';
import { FormationForm } from '../../../components/profile/formation-form';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { sessionStore } from '../../../lib/session';
import { onboardingApi } from '../api/onboarding-api';
import { OnboardingLayout } from './onboarding-layout';

/** /register/cd/educ (SPEC §2): education entries, added and removed, then confirmed (at least one). */
export function EducationPage() {
  const navigate = useNavigate();
  const [entries, setEntries] = useState<Formation[]>([]);
  const [missing, setMissing] = useState(false);
  const save = useMutation({
    mutationFn: () => onboardingApi.setFormations({ frm: entries }),
    onSuccess: () => {
      const session = sessionStore.get();
      if (session) sessionStore.update({ user: { ...session.user, formation_done: true } });
      navigate(paths.onboarding.experience, { replace: true });
    },
  });

  return (
    <OnboardingLayout
      title="Votre formation"
      subtitle="Ajoutez vos diplômes, du plus récent au plus ancien."
      forRole="condidat"
      step={1}
      done={(user) => !user.profile_done || user.formation_done}
    >
      <Stack spacing={3}>
        <FormationForm
          onAdd={(formation) => {
            setEntries((list) => [...list, formation]);
            setMissing(false);
          }}
        />
        <Typography component="h2" variant="h4">
          Formation(s) ajoutée(s)
        </Typography>
        <EntryList
          entries={entries}
          emptyText={MSG.emptyFormations}
          describe={(f) => ({
            primary: `${f.nom} — ${f.ecole}`,
            secondary: `du ${formatDate(f.date_debut)} au ${formatDate(f.date_fin)}`,
          })}
          removeLabel={(f) => `Retirer la formation ${f.nom}`}
          onRemove={(index) => setEntries((list) => list.filter((_, i) => i !== index))}
        />
        <FormError
          message={missing ? MSG.formationsRequired : save.isError ? errorMessage(save.error, MSG.saveDataFailed) : null}
        />
        <Button
          variant="contained"
          size="large"
          loading={save.isPending}
          onClick={() => (entries.length === 0 ? setMissing(true) : save.mutate())}
        >
          Confirmer
        </Button>
      </Stack>
    </OnboardingLayout>
  );
}
