import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Stack } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import {
  type CandidateProfile,
  type UpdateCandidateInfoBody,
  updateCandidateInfoBody,
} from '@passerelle/shared/schemas/profiles';
import { useMutation } from '@tanstack/react-query';
import { type KeyboardEvent, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '../../../components/form/form-error';
import { PhotoPicker } from '../../../components/form/photo-picker';
import { CandidateInfoFields } from '../../../components/profile/candidate-info-fields';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { profileApi } from '../api/profile-api';

// The photo is chosen apart and uploaded first (as at onboarding), then sent as `img`.
const formSchema = updateCandidateInfoBody.omit({ id: true, img: true });
type Values = z.input<typeof formSchema>;
type Output = Omit<UpdateCandidateInfoBody, 'id' | 'img'>;

function valuesOf(profile: CandidateProfile): Values {
  return {
    nom: profile.nom,
    prenom: profile.prenom,
    // Null only on an erased account, which cannot sign in; the schema would ask for it anyway.
    sex: profile.sex as Values['sex'],
    date_naiss: profile.date_naissance ?? '',
    tel: profile.tel,
    resume: profile.resume ?? '',
    niv_etude: profile.niv_etude,
    niv_exp: profile.niv_exp,
    titre: profile.titre,
    skills: profile.skills,
    dispo: profile.dispo,
    tjm_souhaite: profile.tjm_souhaite === null ? '' : String(profile.tjm_souhaite),
  };
}

/** The form of « Modifier mes info » (edit-info-panel.tsx), loaded when the panel first opens. */
export function EditInfoForm({
  profile,
  onSaved,
  onCancel,
}: {
  profile: CandidateProfile;
  onSaved: (profile: CandidateProfile) => void;
  onCancel: () => void;
}) {
  const form = useForm<Values, unknown, Output>({ resolver: zodResolver(formSchema), defaultValues: valuesOf(profile) });
  const [photo, setPhoto] = useState<{ file: File | null; error: string | null }>({ file: null, error: null });
  const [progress, setProgress] = useState<number | null>(null);
  const save = useMutation({
    mutationFn: async (values: Output) => {
      let img: string | undefined;
      if (photo.file) {
        setProgress(0);
        try {
          img = await profileApi.uploadPhoto(photo.file, setProgress);
        } finally {
          setProgress(null);
        }
      }
      return profileApi.updateInfo({ ...values, id: profile.id, ...(img ? { img } : {}) });
    },
    onSuccess: ({ data }) => onSaved(data),
    onError: (error) => {
      if (!(error instanceof ApiError)) return;
      for (const [field, message] of Object.entries(error.errors)) {
        const name = field.split('.')[0] as FieldPath<Values>;
        if (name in formSchema.shape) form.setError(name, { message });
      }
    },
  });
  const blockEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) event.preventDefault();
  };

  return (
    <Box
      component="form"
      noValidate
      aria-label="Modifier mes informations"
      onKeyDown={blockEnter}
      onSubmit={form.handleSubmit((values) => {
        if (!photo.error) save.mutate(values);
      })}
    >
      <Stack spacing={2.5}>
        {/* Everything given at onboarding can be changed (DECISIONS §6.9): the photo and the phone too. */}
        <PhotoPicker
          file={photo.file}
          currentUrl={profile.img}
          onChange={(file, error) => setPhoto({ file: error ? null : file, error })}
          error={photo.error}
          progress={progress}
        />
        <CandidateInfoFields control={form.control} withPhone />
        <FormError message={save.isError ? errorMessage(save.error, MSG.failed) : null} />
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onCancel}>Annuler</Button>
          <Button type="submit" variant="contained" loading={save.isPending}>
            Confirmer
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
