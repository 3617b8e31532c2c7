import { Alert, Box, Button, Grid, Stack } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import type { ContactBody, contactBody } from '@passerelle/shared/schemas/admin';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '../../../components/form/form-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { errorMessage } from '../../../lib/api-client';
import { lazyZodResolver } from '../../../lib/lazy-resolver';
import { sendContactMessage } from '../api/contact-api';

/** Validation with the shared schema, loaded at the first check (lib/lazy-resolver.ts). */
const contactBodyResolver = lazyZodResolver<Values, ContactBody>(() =>
  import('@passerelle/shared/schemas/admin').then((m) => m.contactBody),
);

type Values = z.input<typeof contactBody>;
const EMPTY: Values = { fullname: '', email: '', subject: '', content: '' };

/** Contact form (SPEC §2, §5): name, e-mail, subject, message; 'tous les champs sont obligatoires'. */
export function ContactForm() {
  const form = useForm<Values, unknown, ContactBody>({ resolver: contactBodyResolver, defaultValues: EMPTY });
  const send = useMutation({
    mutationFn: sendContactMessage,
    onSuccess: () => form.reset(EMPTY),
  });

  return (
    <Box
      component="form"
      noValidate
      aria-label="Formulaire de contact"
      onSubmit={form.handleSubmit((values) => send.mutate(values))}
    >
      <Stack spacing={2}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={form.control} name="fullname" label="Nom complet" autoComplete="name" helperText=" " />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={form.control} name="email" label="E-mail" type="email" autoComplete="email" helperText=" " />
          </Grid>
        </Grid>
        <FormTextField control={form.control} name="subject" label="Sujet" />
        <FormTextField control={form.control} name="content" label="Message" multiline minRows={4} />
        <FormError message={send.isError ? errorMessage(send.error) : null} />
        {send.isSuccess && (
          <Alert severity="success" role="status">
            {MSG.contactSent}
          </Alert>
        )}
        <Box>
          <Button type="submit" variant="contained" size="large" loading={send.isPending}>
            Envoyer le message
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
