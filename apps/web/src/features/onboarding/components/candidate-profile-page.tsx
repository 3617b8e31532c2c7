import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Stack } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import { paths } from '@passerelle/shared/paths';
import { type NewCandidateProfileBody, newCandidateProfileBody } from '@passerelle/shared/schemas/profiles';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormError } from '../../../components/form/form-error';
import { PhotoPicker } from '../../../components/form/photo-picker';
import { CandidateInfoFields } from '../../../components/profile/candidate-info-fields';
import { errorMessage } from '../../../lib/api-client';
import { sessionStore } from '../../../lib/session';
import { onboardingApi } from '../api/onboarding-api';
import { OnboardingLayout } from './onboarding-layout';
import { usePhotoUpload } from './use-photo-upload';

const formSchema = newCandidateProfileBody.omit({ img: true });
type Values = z.input<typeof formSchema>;
type Output = Omit<NewCandidateProfileBody, 'img'>;

/** /register/cd/inf (SPEC §2, §5): the candidate profile; photo required and uploaded first. */
export function CandidateProfilePage() {
  const navigate = useNavigate();
  const photo = usePhotoUpload();
  const form = useForm<Values, unknown, Output>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      nom: '',
      prenom: '',
      sex: undefined,
      date_naiss: '',
      tel: '',
      resume: '',
      niv_etude: undefined,
      niv_exp: undefined,
      titre: '',
      skills: [],
      dispo: '',
      tjm_souhaite: '',
    },
  });
  const save = useMutation({
    mutationFn: async (values: Output) => {
      const img = await photo.upload();
      return onboardingApi.createCandidateProfile({ ...values, img: img ?? '' });
    },
    onSuccess: ({ data }) => {
      sessionStore.update({ user: data.user, profile: data });
      navigate(paths.onboarding.education, { replace: true });
    },
  });
  const submit = form.handleSubmit(
    (values) => {
      if (!photo.file) photo.fail(photo.error ?? MSG.photoRequired);
      else save.mutate(values);
    },
    () => {
      if (!photo.file) photo.fail(photo.error ?? MSG.photoRequired);
    },
  );

  return (
    <OnboardingLayout
      title="Votre profil"
      subtitle="Quelques informations pour que les entreprises découvrent votre parcours. Votre e-mail, votre téléphone et votre CV ne leur sont jamais montrés."
      forRole="condidat"
      step={0}
      done={(user) => user.profile_done}
    >
      <Box component="form" noValidate onSubmit={submit}>
        <Stack spacing={2.5}>
          <PhotoPicker file={photo.file} onChange={photo.choose} error={photo.error} progress={photo.progress} required />
          <CandidateInfoFields control={form.control} withPhone />
          <FormError message={save.isError ? errorMessage(save.error, MSG.createProfileFailed) : null} />
          <Button type="submit" variant="contained" size="large" loading={save.isPending}>
            Enregistrer et continuer
          </Button>
        </Stack>
      </Box>
    </OnboardingLayout>
  );
}
