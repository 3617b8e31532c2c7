import { zodResolver } from '@hookform/resolvers/zod';
import {
  type CandidateRequest,
  type CloseRequestFailBody,
  type CloseRequestSuccessBody,
  closeRequestFailBody,
  closeRequestSuccessBody,
} from '@passerelle/shared';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormTextField } from '../../../components/form/form-text-field';
import { PeriodTjmFields } from '../../../components/staff/period-tjm-fields';

/**
 * The two halves of 'Traiter demande de condidat' (SPEC §2): a success gives the mission's dates and TJM
 * (prefilled with the requested period), a failure an optional observation. Each is its own <form>,
 * submitted by the dialog's Confirmer button through `id`.
 */
export function SuccessForm({
  id,
  request,
  disabled,
  onSubmit,
}: {
  id: string;
  request: CandidateRequest;
  disabled: boolean;
  onSubmit: (body: CloseRequestSuccessBody) => void;
}) {
  const form = useForm<z.input<typeof closeRequestSuccessBody>, unknown, CloseRequestSuccessBody>({
    resolver: zodResolver(closeRequestSuccessBody),
    defaultValues: {
      id_dmd: request.id,
      clientId: request.clientId,
      condidatId: request.condidatId,
      date_debut: request.date_debut,
      date_fin: request.date_fin,
      tjm: '',
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
  request: CandidateRequest;
  disabled: boolean;
  onSubmit: (body: CloseRequestFailBody) => void;
}) {
  const form = useForm<z.input<typeof closeRequestFailBody>, unknown, CloseRequestFailBody>({
    resolver: zodResolver(closeRequestFailBody),
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
