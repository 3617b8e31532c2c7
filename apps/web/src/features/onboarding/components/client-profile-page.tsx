import { Box, Button, Stack } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import { paths } from '@passerelle/shared/paths';
import type { clientProfileFormSchema, NewClientProfileBody } from '@passerelle/shared/schemas/profiles';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormError } from '../../../components/form/form-error';
import { PhotoPicker } from '../../../components/form/photo-picker';
import { ClientProfileFields } from '../../../components/profile/client-profile-fields';
import { errorMessage } from '../../../lib/api-client';
import { lazyZodResolver } from '../../../lib/lazy-resolver';
import { sessionStore } from '../../../lib/session';
import { onboardingApi } from '../api/onboarding-api';
import { OnboardingLayout } from './onboarding-layout';
import { usePhotoUpload } from './use-photo-upload';

type Values = z.input<typeof clientProfileFormSchema>;
/** The shared fields without the photo (uploaded apart), loaded at the first check (lib/lazy-resolver.ts). */
const resolver = lazyZodResolver<Values, Omit<NewClientProfileBody, 'img'>>(() =>
  import('@passerelle/shared/schemas/profiles').then((m) => m.clientProfileFormSchema),
);

/** /register/cl/inf (SPEC §2): the company profile; the photo is uploaded first, then the profile created. */
export function ClientProfilePage() {
  const navigate = useNavigate();
  const photo = usePhotoUpload();
  const form = useForm<Values, unknown, Omit<NewClientProfileBody, 'img'>>({
    resolver,
    defaultValues: {
      nom: '',
      prenom: '',
      type_client: undefined,
      nom_ent: '',
      date_creation: '',
      tel: '',
      resume: '',
      site_web: '',
      secteur: '',
      adresse: '',
      code_postal: '',
      ville: '',
      siren: '',
    },
  });
  const save = useMutation({
    mutationFn: async (values: Omit<NewClientProfileBody, 'img'>) => {
      const img = await photo.upload();
      return onboardingApi.createClientProfile({ ...values, img });
    },
    onSuccess: ({ data }) => {
      sessionStore.update({ user: data.user, profile: data });
      navigate(paths.dashboard.home, { replace: true });
    },
  });

  return (
    <OnboardingLayout
      title="Votre entreprise"
      subtitle="Présentez votre société : ces informations rassurent les candidats et aident notre équipe à valider votre compte."
      forRole="client"
      done={(user) => user.profile_done}
    >
      <Box
        component="form"
        noValidate
        onSubmit={form.handleSubmit((values) => {
          if (!photo.error) save.mutate(values);
        })}
      >
        <Stack spacing={2.5}>
          <PhotoPicker file={photo.file} onChange={photo.choose} error={photo.error} progress={photo.progress} />
          <ClientProfileFields control={form.control} />
          <FormError message={save.isError ? errorMessage(save.error, MSG.createProfileFailed) : null} />
          <Button type="submit" variant="contained" size="large" loading={save.isPending}>
            Enregistrer et continuer
          </Button>
        </Stack>
      </Box>
    </OnboardingLayout>
  );
}
