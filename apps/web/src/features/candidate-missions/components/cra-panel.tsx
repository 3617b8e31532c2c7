import { Alert, Box, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { CandidateMission, Cra } from '@passerelle/shared';
import { parisMonth } from '@passerelle/shared/dates';
import { missionWorkApi } from '@passerelle/shared/routes/mission-work';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { CraCalendar, formatDays, monthTitle } from '../../../components/cra/cra-calendar';
import { AutoValidatedBadge, autoValidationDay } from '../../../components/cra/cra-deadline';
import { EtatBadge } from '../../../components/etat-badge';
import { FormError } from '../../../components/form/form-error';
import { errorMessage } from '../../../lib/api-client';
import { invalidateRoutes } from '../../../lib/query-keys';
import { myCrasQuery, saveCra, submitCra } from '../api/missions-api';

/** The months a report can be made for: from the mission's start to its end, never after this month; latest first. */
export function reportMonths(start: string, end: string, now = parisMonth()): string[] {
  const last = end.slice(0, 7) < now ? end.slice(0, 7) : now;
  const months: string[] = [];
  let [y, m] = start.slice(0, 7).split('-').map(Number) as [number, number];
  for (let guard = 0; guard < 240; guard++) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    if (month > last) break;
    months.push(month);
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
  return months.reverse();
}

/** A mission's activity reports: pick a month, mark the days, save as a draft, submit to the client. */
export function CraPanel({ mission }: { mission: CandidateMission }) {
  const months = useMemo(() => reportMonths(mission.date_debut, mission.date_fin), [mission.date_debut, mission.date_fin]);
  const [mois, setMois] = useState(months[0] ?? '');
  const cras = useQuery(myCrasQuery(mission.id));
  const cra: Cra | undefined = cras.data?.find((c) => c.mois === mois);
  const [jours, setJours] = useState<Record<string, 0.5 | 1>>({});
  const [dirty, setDirty] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  const selectId = useId();

  // The stored days of the month shown, until the candidate changes them.
  useEffect(() => {
    setJours((cra?.jours ?? {}) as Record<string, 0.5 | 1>);
    setDirty(false);
  }, [cra]);

  const refresh = () => invalidateRoutes(queryClient, missionWorkApi.cd.getCras);
  const save = useMutation({
    mutationFn: () => saveCra({ missionId: mission.id, mois, jours }),
    onSuccess: async () => {
      setDirty(false);
      await refresh();
    },
  });
  const submit = useMutation({
    mutationFn: async () => {
      const saved = await saveCra({ missionId: mission.id, mois, jours });
      await submitCra(saved.id);
    },
    onSuccess: async () => {
      setConfirming(false);
      setDirty(false);
      await refresh();
    },
  });

  if (months.length === 0) return null;
  const editable = mission.etat === 'en_cours' && (!cra || cra.etat === 'brouillon' || cra.etat === 'refuse');
  const total = Object.values(jours).reduce((sum, v) => sum + v, 0);

  return (
    <Box component="section" aria-label="Comptes rendus d’activité" sx={{ mt: 2.5, pt: 2, borderTop: 1, borderColor: 'divider' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' }, mb: 2 }}>
        <Typography component="h3" variant="h5" sx={{ flex: 1, minWidth: 0 }}>
          Compte rendu d’activité
        </Typography>
        <TextField
          select
          size="small"
          id={selectId}
          label="Mois"
          value={mois}
          onChange={(e) => setMois(e.target.value)}
          sx={{ width: { xs: '100%', sm: 280 }, flexShrink: 0 }}
        >
          {months.map((m) => {
            const state = cras.data?.find((c) => c.mois === m)?.etat;
            return (
              <MenuItem key={m} value={m}>
                {monthTitle(m)}
                {state
                  ? ` — ${state === 'valide' ? 'validé' : state === 'soumis' ? 'soumis' : state === 'refuse' ? 'refusé' : 'brouillon'}`
                  : ''}
              </MenuItem>
            );
          })}
        </TextField>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>{monthTitle(mois)}</Typography>
        {cra && <EtatBadge kind="cra" value={cra.etat} />}
        {cra && <AutoValidatedBadge cra={cra} />}
        <Typography color="text.secondary">
          · {formatDays(total)} {total >= 2 ? 'déclarés' : 'déclaré'}
        </Typography>
      </Stack>
      {cra?.etat === 'refuse' && cra.motif && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Refusé par l’entreprise : {cra.motif}. Corrigez les jours puis soumettez à nouveau.
        </Alert>
      )}
      {cra?.etat === 'soumis' && (
        <Alert severity="info" sx={{ mb: 2 }}>
          En attente de validation par l’entreprise.
          {autoValidationDay(cra) && ` Sans réponse de sa part, il sera validé automatiquement le ${autoValidationDay(cra)}.`}
        </Alert>
      )}
      {cra?.etat === 'valide' && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {cra.valide_auto
            ? 'Validé automatiquement, sans réponse de l’entreprise dans le délai : la facture a été émise.'
            : 'Validé par l’entreprise : la facture a été émise.'}
        </Alert>
      )}
      <CraCalendar
        mois={mois}
        jours={jours}
        bounds={{ start: mission.date_debut, end: mission.date_fin }}
        onChange={
          editable
            ? (day, value) => {
                setJours((current) => {
                  const next = { ...current };
                  if (value === undefined) delete next[day];
                  else next[day] = value as 0.5 | 1;
                  return next;
                });
                setDirty(true);
              }
            : undefined
        }
      />
      {editable && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
            Touchez un jour pour le déclarer : une fois pour une journée, deux fois pour une demi-journée, trois fois pour
            l’effacer.
          </Typography>
          <FormError message={save.error ? errorMessage(save.error) : null} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 2 }}>
            <Button variant="outlined" disabled={!dirty || save.isPending} onClick={() => save.mutate()}>
              {save.isPending ? 'Enregistrement…' : 'Enregistrer le brouillon'}
            </Button>
            <Button variant="contained" disabled={total === 0} onClick={() => setConfirming(true)}>
              Soumettre à l’entreprise
            </Button>
          </Stack>
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title="Soumettre le compte rendu ?"
        message={`Vous déclarez ${formatDays(total)} pour ${monthTitle(mois).toLowerCase()}. L’entreprise le validera ou le refusera ; vous ne pourrez plus le modifier d’ici là.`}
        confirmLabel="Soumettre"
        pending={submit.isPending}
        error={submit.error ? errorMessage(submit.error) : null}
        onConfirm={() => submit.mutate()}
        onClose={() => {
          setConfirming(false);
          submit.reset();
        }}
      />
    </Box>
  );
}
