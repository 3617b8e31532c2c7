import { Button, Stack, Typography } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import { paths } from '@passerelle/shared/paths';
import type { Experience } from '@passerelle/shared/schemas/profiles';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { FormError } from '../../../components/form/form-error';
import { describeExperience } from '../../../components/profile/describe-entry';
import { EntryList } from '../../../components/profile/entry-list';
import { ExperienceForm } from '../../../components/profile/experience-form';
import { useEntries } from '../../../components/profile/use-entries';
import { errorMessage } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';
import { onboardingApi } from '../api/onboarding-api';
import { OnboardingLayout } from './onboarding-layout';

/** /register/cd/exp (SPEC §2): experiences, added, changed and removed, then 'Suivant' leads to the dashboard. */
export function ExperiencePage() {
  const navigate = useNavigate();
  const list = useEntries<Experience>();
  const [missing, setMissing] = useState(false);
  const save = useMutation({
    mutationFn: () => onboardingApi.setExperiences({ exp: list.entries }),
    onSuccess: () => {
      const session = sessionStore.get();
      if (session) sessionStore.update({ user: { ...session.user, exp_done: true } });
      navigate(paths.dashboard.home, { replace: true });
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
          key={list.editing ?? 'new'}
          entry={list.edited}
          onSubmit={(experience) => {
            list.submit(experience);
            setMissing(false);
          }}
          onCancel={list.cancelEdit}
        />
        <Typography component="h2" variant="h4">
          Expériences ajoutées
        </Typography>
        <EntryList
          entries={list.entries}
          emptyText={MSG.emptyExperiences}
          describe={describeExperience}
          editLabel={(e) => `Modifier l'expérience ${e.fonction} chez ${e.entreprise}`}
          removeLabel={(e) => `Retirer l'expérience ${e.fonction} chez ${e.entreprise}`}
          editing={list.editing}
          onEdit={list.edit}
          onRemove={list.remove}
        />
        <FormError
          message={missing ? MSG.experiencesRequired : save.isError ? errorMessage(save.error, MSG.saveDataFailed) : null}
        />
        <Button
          variant="contained"
          size="large"
          loading={save.isPending}
          onClick={() => (list.entries.length === 0 ? setMissing(true) : save.mutate())}
        >
          Suivant
        </Button>
      </Stack>
    </OnboardingLayout>
  );
}
