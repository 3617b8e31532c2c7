import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import { Box, Button, Stack } from '@mui/material';
import { SHORT_TEXT_MAX } from '@passerelle/shared/constants';
import { MSG } from '@passerelle/shared/messages';
import { paths } from '@passerelle/shared/paths';
import { candidateAlertsApi } from '@passerelle/shared/routes/alerts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { AlertDialog } from '../../../components/alerts/alert-dialog';
import { OutlinedField } from '../../../components/form/outlined-field';
import { TagInput } from '../../../components/form/tag-input';
import { invalidateRoutes } from '../../../lib/query-keys';
import { offerAlertsApi } from '../api/offer-alerts-api';

/**
 * « M'alerter » (DECISIONS §6.2): a dialog saves an offer alert, a text (the running search, editable) and
 * skills every offer must have (suggested from the vocabulary, free tags allowed: DECISIONS §6.1), at least
 * one of the two; each new offer that meets it is announced once by a notification.
 */
export function AlertMeButton({ search }: { search: string }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(search);
  const [skills, setSkills] = useState<string[]>([]);
  const [empty, setEmpty] = useState(false);
  const create = useMutation({
    mutationFn: (body: { search: string; skills: string[] }) =>
      offerAlertsApi.create({ search: body.search || null, skills: body.skills }),
    onSuccess: () => invalidateRoutes(queryClient, candidateAlertsApi.getAlertes),
  });
  const start = () => {
    setText(search);
    setSkills([]);
    setEmpty(false);
    create.reset();
    setOpen(true);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const criteria = { search: text.trim(), skills };
    if (criteria.search === '' && skills.length === 0) {
      setEmpty(true);
      return;
    }
    create.mutate(criteria);
  };
  const saved = create.variables ? [create.variables.search, ...create.variables.skills].filter(Boolean).join(', ') : '';

  return (
    <Box sx={{ mt: -1.5, mb: 3 }}>
      <Button variant="outlined" startIcon={<NotificationsActiveOutlined />} onClick={start}>
        M'alerter
      </Button>
      <AlertDialog
        open={open}
        onClose={() => setOpen(false)}
        title="M'alerter des nouvelles offres"
        intro="Chaque nouvelle offre qui contient ce texte et demande toutes ces compétences vous est signalée par une notification, une seule fois."
        saved={create.isSuccess ? `Alerte créée : nous vous prévenons de chaque nouvelle offre pour « ${saved} ».` : null}
        alertsPath={paths.dashboard.candidate.alerts}
        alertsLabel="Mes alertes"
        error={create.error}
        pending={create.isPending}
        onSubmit={submit}
      >
        <Stack spacing={2}>
          <OutlinedField
            label="Texte recherché"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setEmpty(false);
            }}
            error={empty}
            helperText={empty ? MSG.alertNoCriteria : 'Titre, technologie, mot-clé… (facultatif)'}
            inputProps={{ maxLength: SHORT_TEXT_MAX }}
          />
          <TagInput
            label="Compétences exigées"
            value={skills}
            onChange={(next) => {
              setSkills(next);
              setEmpty(false);
            }}
            duplicateMessage={MSG.skillDuplicate}
            placeholder="React, SAP FI/CO…"
          />
        </Stack>
      </AlertDialog>
    </Box>
  );
}
