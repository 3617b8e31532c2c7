import { Button, Stack, Typography } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import { paths } from '@passerelle/shared/paths';
import type { Formation } from '@passerelle/shared/schemas/profiles';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormError } from '../../../components/form/form-error';
import { describeFormation } from '../../../components/profile/describe-entry';
import { EntryList } from '../../../components/profile/entry-list';
import { FormationForm } from '../../../components/profile/formation-form';
import { useEntries } from '../../../components/profile/use-entries';
import { errorMessage } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';
import { onboardingApi } from '../api/onboarding-api';
import { OnboardingLayout } from './onboarding-layout';

/** /register/cd/educ (SPEC §2): education entries, added, changed and removed, then confirmed (at least one). */
export function EducationPage() {
  const navigate = useNavigate();
  const list = useEntries<Formation>();
  const [missing, setMissing] = useState(false);
  const save = useMutation({
    mutationFn: () => onboardingApi.setFormations({ frm: list.entries }),
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
          key={list.editing ?? 'new'}
          entry={list.edited}
          onSubmit={(formation) => {
            list.submit(formation);
            setMissing(false);
          }}
          onCancel={list.cancelEdit}
        />
        <Typography component="h2" variant="h4">
          Formations ajoutées
        </Typography>
        <EntryList
          entries={list.entries}
          emptyText={MSG.emptyFormations}
          describe={describeFormation}
          editLabel={(f) => `Modifier la formation ${f.nom}`}
          removeLabel={(f) => `Retirer la formation ${f.nom}`}
          editing={list.editing}
          onEdit={list.edit}
          onRemove={list.remove}
        />
        <FormError
          message={missing ? MSG.formationsRequired : save.isError ? errorMessage(save.error, MSG.saveDataFailed) : null}
        />
        <Button
          variant="contained"
          size="large"
          loading={save.isPending}
          onClick={() => (list.entries.length === 0 ? setMissing(true) : save.mutate())}
        >
          Confirmer
        </Button>
      </Stack>
    </OnboardingLayout>
  );
}
