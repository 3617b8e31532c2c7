import ArrowBack from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import { paths } from '@passerelle/shared/paths';
import { accountsApi } from '@passerelle/shared/routes/accounts';
import type { ClientProfile, clientProfileFormSchema, EditClientProfileBody } from '@passerelle/shared/schemas/profiles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormError } from '../../../components/form/form-error';
import { PhotoPicker } from '../../../components/form/photo-picker';
import { ClientProfileFields } from '../../../components/profile/client-profile-fields';
import { QueryState } from '../../../components/query-state';
import { errorMessage } from '../../../lib/api-client';
import { lazyZodResolver } from '../../../lib/lazy-resolver';
import { invalidateRoutes } from '../../../lib/query-keys';
import { sessionStore } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { roleProfileKey, useRoleProfile } from '../../../lib/use-role-profile';
import { clientProfileApi, myProfileQuery, useMyProfile } from '../api/client-profile-api';
import { usePhotoChoice } from './use-photo-choice';

/** Back to the profile after a saved edit, as after the other edits of SPEC §9 (1 s). */
const BACK_TO_PROFILE_MS = 1_000;

type Values = z.input<typeof clientProfileFormSchema>;
type Output = Omit<EditClientProfileBody, 'img' | 'id'>;
/** The shared fields without the photo (sent apart), loaded at the first check (lib/lazy-resolver.ts). */
const resolver = lazyZodResolver<Values, Output>(() =>
  import('@passerelle/shared/schemas/profiles').then((m) => m.clientProfileFormSchema),
);

function valuesOf(profile: ClientProfile): Values {
  return {
    nom: profile.nom,
    prenom: profile.prenom,
    type_client: profile.type_client,
    nom_ent: profile.nom_entreprise,
    date_creation: profile.date_creation,
    tel: profile.tel,
    resume: profile.resume ?? '',
    site_web: profile.site_web ?? '',
    secteur: profile.secteur,
    adresse: profile.adresse ?? '',
    code_postal: profile.code_postal ?? '',
    ville: profile.ville ?? '',
    siren: profile.siren ?? '',
  };
}

/** /dashb/profile/edt (SPEC §2): the company profile form, prefilled; a new photo is uploaded first (SPEC §4). */
export function ProfileEditPage() {
  useDocumentTitle('Modifier mon profil');
  const record = useRoleProfile();
  const profile = useMyProfile(record.data?.id);
  return (
    <QueryState
      isPending={profile.isPending && !record.error}
      error={record.error ?? profile.error}
      onRetry={() => (record.error ? record.refetch() : profile.refetch())}
      fallback={MSG.fetchFailed}
    >
      {profile.data && <ProfileForm profile={profile.data} />}
    </QueryState>
  );
}

function ProfileForm({ profile }: { profile: ClientProfile }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const photo = usePhotoChoice();
  const form = useForm<Values, unknown, Output>({ resolver, defaultValues: valuesOf(profile) });
  const save = useMutation({
    mutationFn: async (values: Output) => {
      const img = await photo.resolve();
      return clientProfileApi.edit({ ...values, id: profile.id, ...(img === undefined ? {} : { img }) });
    },
    onSuccess: (updated) => {
      queryClient.setQueryData(myProfileQuery(updated.id).queryKey, updated);
      queryClient.setQueryData(roleProfileKey(updated.user), updated);
      sessionStore.update({ user: updated.user, profile: updated });
      // The dashboard's identity (name, photo) comes from the session check.
      void invalidateRoutes(queryClient, accountsApi.checkuser);
    },
  });
  useEffect(() => {
    if (!save.isSuccess) return;
    const timer = setTimeout(() => navigate(paths.dashboard.client.profile), BACK_TO_PROFILE_MS);
    return () => clearTimeout(timer);
  }, [save.isSuccess, navigate]);

  return (
    <Stack spacing={2}>
      <Box>
        <Button component={RouterLink} to={paths.dashboard.client.profile} startIcon={<ArrowBack />}>
          Retour au profil
        </Button>
      </Box>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, md: 4 } }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', md: '1.9rem' }, mb: 3 }}>
            Modifier mon profil
          </Typography>
          <Box
            component="form"
            noValidate
            onSubmit={form.handleSubmit((values) => {
              if (!photo.error) save.mutate(values);
            })}
          >
            <Stack spacing={2.5}>
              <PhotoPicker
                file={photo.file}
                currentUrl={photo.removed ? null : profile.img}
                onChange={photo.choose}
                error={photo.error}
                progress={photo.progress}
              />
              {profile.img && !photo.removed && !photo.file && (
                <Box>
                  <Button size="small" color="error" onClick={photo.remove}>
                    Retirer la photo
                  </Button>
                </Box>
              )}
              <ClientProfileFields control={form.control} />
              <FormError message={save.isError ? errorMessage(save.error, MSG.failed) : null} />
              {save.isSuccess && (
                <Alert severity="success" role="status">
                  {MSG.saved}
                </Alert>
              )}
              <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
                <Button component={RouterLink} to={paths.dashboard.client.profile}>
                  Annuler
                </Button>
                <Button type="submit" variant="contained" size="large" loading={save.isPending} disabled={save.isSuccess}>
                  Enregistrer
                </Button>
              </Stack>
            </Stack>
          </Box>
        </CardContent>
      </Card>
    </Stack>
  );
}
