import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Stack } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import {
  type CandidateProfile,
  type UpdateCandidateInfoBody,
  updateCandidateInfoBody,
} from '@passerelle/shared/schemas/profiles';
import { useMutation } from '@tanstack/react-query';
import type { KeyboardEvent } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '../../../components/form/form-error';
import { CandidateInfoFields } from '../../../components/profile/candidate-info-fields';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { profileApi } from '../api/profile-api';

const formSchema = updateCandidateInfoBody.omit({ id: true });
type Values = z.input<typeof formSchema>;
type Output = Omit<UpdateCandidateInfoBody, 'id'>;

function valuesOf(profile: CandidateProfile): Values {
  return {
    nom: profile.nom,
    prenom: profile.prenom,
    // Null only on an erased account, which cannot sign in; the schema would ask for it anyway.
    sex: profile.sex as Values['sex'],
    date_naiss: profile.date_naissance ?? '',
    resume: profile.resume ?? '',
    niv_etude: profile.niv_etude,
    niv_exp: profile.niv_exp,
    titre: profile.titre,
    skills: profile.skills,
    dispo: profile.dispo,
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
  const save = useMutation({
    mutationFn: (values: Output) => profileApi.updateInfo({ ...values, id: profile.id }),
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
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
    >
      <Stack spacing={2.5}>
        <CandidateInfoFields control={form.control} />
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
