import type {
  CloseRequestFailBody,
  CloseRequestSuccessBody,
  closeRequestFailBody,
  closeRequestSuccessBody,
} from '@passerelle/shared/schemas/admin';
import type { StaffRequest } from '@passerelle/shared/schemas/requests';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field';
import { PeriodTjmFields } from '../../../components/staff/period-tjm-fields';
import { lazyZodResolver } from '../../../lib/lazy-resolver';

/** Validation with the shared schema, loaded at the first check (lib/lazy-resolver.ts). */
const closeRequestSuccessBodyResolver = lazyZodResolver<z.input<typeof closeRequestSuccessBody>, CloseRequestSuccessBody>(() =>
  import('@passerelle/shared/schemas/admin').then((m) => m.closeRequestSuccessBody),
);
const closeRequestFailBodyResolver = lazyZodResolver<z.input<typeof closeRequestFailBody>, CloseRequestFailBody>(() =>
  import('@passerelle/shared/schemas/admin').then((m) => m.closeRequestFailBody),
);

/** A staff-set whole TJM as the field shows it: « 650 » (never « 650.000 »); empty when none was set. */
const startingRate = (tjm: number | null) => (tjm === null ? '' : String(tjm).replace('.', ','));

/**
 * The two halves of 'Traiter demande de condidat' (SPEC §2): a success gives the mission's dates and both TJM
 * (prefilled with the requested period and the candidate's TJM), a failure an optional observation. Each is its own <form>,
 * submitted by the dialog's Confirmer button through `id`.
 */
export function SuccessForm({
  id,
  request,
  disabled,
  onSubmit,
}: {
  id: string;
  request: StaffRequest;
  disabled: boolean;
  onSubmit: (body: CloseRequestSuccessBody) => void;
}) {
  const form = useForm<z.input<typeof closeRequestSuccessBody>, unknown, CloseRequestSuccessBody>({
    resolver: closeRequestSuccessBodyResolver,
    defaultValues: {
      id_dmd: request.id,
      clientId: request.clientId,
      condidatId: request.condidatId,
      date_debut: request.date_debut,
      date_fin: request.date_fin,
      // DECISIONS §6.9: both rates start from the candidate's staff-set TJM, written the French way.
      tjm: startingRate(request.tjm_condidat),
      tjm_candidat: startingRate(request.tjm_condidat),
    },
  });
  return (
    <form id={id} noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <PeriodTjmFields control={form.control} disabled={disabled} />
    </form>
  );
}

export function FailForm({
  id,
  request,
  disabled,
  onSubmit,
}: {
  id: string;
  request: StaffRequest;
  disabled: boolean;
  onSubmit: (body: CloseRequestFailBody) => void;
}) {
  const form = useForm<z.input<typeof closeRequestFailBody>, unknown, CloseRequestFailBody>({
    resolver: closeRequestFailBodyResolver,
    defaultValues: { id_dmd: request.id, observation: '' },
  });
  return (
    <form id={id} noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <FormTextField
        control={form.control}
        name="observation"
        label="Observation"
        helperText="Facultative ; elle reste dans l'équipe et n'est pas envoyée au client."
        multiline
        minRows={3}
        disabled={disabled}
      />
    </form>
  );
}
