import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
} from '@mui/material';
import { FORCE_MOTIF_MIN, REDIRECT_DELAY_MS } from '@passerelle/shared/constants';
import { MISSION_ETAT_LABELS } from '@passerelle/shared/enums';
import { MSG } from '@passerelle/shared/messages';
import { contractsApi } from '@passerelle/shared/routes/contracts';
import type { UpdateMissionBody, updateMissionBody } from '@passerelle/shared/schemas/admin';
import type { Contrat } from '@passerelle/shared/schemas/contracts';
import type { Mission } from '@passerelle/shared/schemas/requests';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import { type Control, Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormError } from '../../../components/form/form-error';
import { FormTextField } from '../../../components/form/form-text-field';
import { optionsOf, SelectField } from '../../../components/form/select-field';
import { PeriodTjmFields } from '../../../components/staff/period-tjm-fields';
import { call, errorMessage } from '../../../lib/api-client';
import { lazyZodResolver } from '../../../lib/lazy-resolver';
import { queryKeyOf } from '../../../lib/query-keys';
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
  force: false,
  motif: '',
});

/**
 * Starting a mission whose contracts are not both signed (DECISIONS §6.5): shown when the état moves to « En
 * cours » while one is unsigned; the staff tick it and give a motif (kept in the mission's history). A mission
 * made before contracts existed has none and starts as before.
 */
function ForcedStart({
  mission,
  contracts,
  control,
  disabled,
}: {
  mission: Mission;
  contracts: Contrat[] | undefined;
  control: Control<Values>;
  disabled: boolean;
}) {
  const etat = useWatch({ control, name: 'etat' });
  const force = useWatch({ control, name: 'force' });
  const starting = etat === 'en_cours' && mission.etat !== 'en_cours';
  const unsigned = contracts?.filter((c) => c.etat !== 'signe').length ?? 0;
  if (!starting || unsigned === 0) return null;
  return (
    <Stack spacing={1.5}>
      <Alert severity="warning">
        {unsigned === 2 ? 'Aucun des deux contrats n’est signé' : 'Un des deux contrats n’est pas encore signé'} : la mission ne
        peut commencer qu’une fois les deux signés, sauf démarrage forcé avec un motif.
      </Alert>
      <Controller
        name="force"
        control={control}
        render={({ field }) => (
          <FormControlLabel
            control={
              <Checkbox checked={Boolean(field.value)} onChange={(_, checked) => field.onChange(checked)} disabled={disabled} />
            }
            label="Démarrer sans contrats signés"
          />
        )}
      />
      {force && (
        <FormTextField
          control={control}
          name="motif"
          label="Motif du démarrage forcé"
          helperText={`${FORCE_MOTIF_MIN}$ caractères minimum, gardé dans l’historique de la mission.`}
          multiline
          minRows={2}
          disabled={disabled}
        />
      )}
    </Stack>
  );
}

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
  // The mission's contracts: the forced start needs them, and once one is signed its dates and rates stay
  // (409 mission.contracts_signed, docs/contracts.md): only the état can still change.
  const contractsInput = { missionId: mission?.id ?? 0 };
  const contracts = useQuery({
    queryKey: queryKeyOf(contractsApi.adm.getContrats, contractsInput),
    queryFn: async () => (await call(contractsApi.adm.getContrats, contractsInput)).contrats,
    enabled: mission !== null,
  });
  const termsLocked = contracts.data?.some((c) => c.etat === 'signe') ?? false;
  return (
    <Dialog open={mission !== null} onClose={busy ? undefined : onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form
        noValidate
        // The motif goes only with a forced start.
        onSubmit={form.handleSubmit(({ force, motif, ...values }) => save.mutate(force ? { ...values, force, motif } : values))}
      >
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
            <PeriodTjmFields control={form.control} disabled={busy || termsLocked} />
            {termsLocked && <Alert severity="info">{MSG.contractsSigned}</Alert>}
            {mission && <ForcedStart mission={mission} contracts={contracts.data} control={form.control} disabled={busy} />}
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
