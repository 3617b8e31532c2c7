import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { REDIRECT_DELAY_MS } from '@passerelle/shared/constants';
import { MISSION_ETAT_LABELS } from '@passerelle/shared/enums';
import { MSG } from '@passerelle/shared/messages';
import type { UpdateMissionBody, updateMissionBody } from '@passerelle/shared/schemas/admin';
import type { Mission } from '@passerelle/shared/schemas/requests';
import { useEffect, useId, useRef } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '../../../components/form/form-error';
import { optionsOf, SelectField } from '../../../components/form/select-field';
import { PeriodTjmFields } from '../../../components/staff/period-tjm-fields';
import { errorMessage } from '../../../lib/api-client';
import { lazyZodResolver } from '../../../lib/lazy-resolver';
import { useReloadMissions, useUpdateMission } from '../api/missions-api';

/** Validation with the shared schema, loaded at the first check (lib/lazy-resolver.ts). */
const updateMissionBodyResolver = lazyZodResolver<Values, UpdateMissionBody>(() =>
  import('@passerelle/shared/schemas/admin').then((m) => m.updateMissionBody),
);

type Values = z.input<typeof updateMissionBody>;

const valuesOf = (mission: Mission): Values => ({
  id: mission.id,
  etat: mission.etat,
  date_debut: mission.date_debut,
  date_fin: mission.date_fin,
  tjm: String(mission.tjm).replace('.', ','),
  tjm_candidat: String(mission.tjm_candidat).replace('.', ','),
});

/** 'Modifier mission' (SPEC §2): État, date de début, date de fin, both TJM and the margin (DECISIONS §6.5); the list reloads 1 s after success (SPEC §9). */
export function EditMissionDialog({ mission, onClose }: { mission: Mission | null; onClose: () => void }) {
  const titleId = useId();
  const save = useUpdateMission();
  const reload = useReloadMissions();
  const form = useForm<Values, unknown, UpdateMissionBody>({ resolver: updateMissionBodyResolver });
  const close = useRef(onClose);
  close.current = onClose;
  const { reset } = form;
  const { reset: resetSave } = save;
  useEffect(() => {
    if (mission) {
      reset(valuesOf(mission));
      resetSave();
    }
  }, [mission, reset, resetSave]);
  useEffect(() => {
    if (!save.isSuccess) return;
    const timer = setTimeout(() => {
      void reload();
      close.current();
    }, REDIRECT_DELAY_MS.missionEdited);
    return () => clearTimeout(timer);
  }, [save.isSuccess, reload]);

  const busy = save.isPending || save.isSuccess;
  return (
    <Dialog open={mission !== null} onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <DialogTitle id={titleId}>Modifier mission</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <SelectField
              control={form.control}
              name="etat"
              label="État"
              options={optionsOf(MISSION_ETAT_LABELS)}
              disabled={busy}
            />
            <PeriodTjmFields control={form.control} disabled={busy} />
            {save.isSuccess && <Alert severity="success">{MSG.editSaved}</Alert>}
            <FormError message={save.isError ? errorMessage(save.error, MSG.failed) : null} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            Annuler
          </Button>
          <Button type="submit" variant="contained" loading={save.isPending} disabled={save.isSuccess}>
            Enregistrer
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
