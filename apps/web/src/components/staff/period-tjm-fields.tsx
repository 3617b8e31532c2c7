import { InputAdornment, Stack, Typography } from '@mui/material';
import { type Control, type FieldValues, type Path, useWatch } from 'react-hook-form';
import { formatEuros } from '../../lib/format';
import { DateField } from '../form/date-field';
import { FormTextField } from '../form/form-text-field';

/** A rate as typed (« 3 600,5 », « 650 »): its value in thousandths of a euro, or null when it is not a rate. */
export function typedThousandths(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value * 1000) : null;
  if (typeof value !== 'string') return null;
  const text = value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  if (!/^\d+(\.\d{1,3})?$/.test(text)) return null;
  return Math.round(Number(text) * 1000);
}

/**
 * What the staff read under the two rates as they type (DECISIONS §6.5): the platform's margin a day and its
 * share of the client's rate, or why there is none. An empty freelancer's rate is decided by the server.
 */
export function marginText(tjm: unknown, tjmCandidat: unknown): { text: string; error: boolean } | null {
  const client = typedThousandths(tjm);
  if (client === null || client === 0) return null;
  const empty = tjmCandidat === undefined || tjmCandidat === null || String(tjmCandidat).trim() === '';
  if (empty)
    return {
      text: 'Sans TJM du candidat : celui fixé par l’équipe pour ce candidat s’il ne dépasse pas le TJM client, sinon le TJM client.',
      error: false,
    };
  const freelancer = typedThousandths(tjmCandidat);
  if (freelancer === null) return null;
  if (freelancer > client) return { text: 'Le TJM du candidat dépasse le TJM facturé au client.', error: true };
  const margin = client - freelancer;
  const share = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 1 }).format(margin / client);
  return { text: `Marge de la plateforme : ${formatEuros(margin / 1000)} par jour (${share} du TJM client).`, error: false };
}

const HINT = 'Jusqu’à 3 décimales, par exemple 3 600,500';

/**
 * Date de début, date de fin, the client's TJM and the freelancer's (up to 3 decimals), with the margin as the
 * staff type, as the request success form and the mission form have them (SPEC §2, §5, DECISIONS §6.5). The
 * form names its fields date_debut, date_fin, tjm and tjm_candidat.
 */
export function PeriodTjmFields<
  T extends FieldValues & { date_debut: unknown; date_fin: unknown; tjm: unknown; tjm_candidat?: unknown },
>({ control, disabled }: { control: Control<T>; disabled?: boolean }) {
  const [tjm, tjmCandidat] = useWatch({ control, name: ['tjm' as Path<T>, 'tjm_candidat' as Path<T>] });
  const margin = marginText(tjm, tjmCandidat);
  const rate = {
    input: { endAdornment: <InputAdornment position="end">€ / jour</InputAdornment> },
    htmlInput: { inputMode: 'decimal' as const },
  };
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField control={control} name={'date_debut' as Path<T>} label="Date de début" disabled={disabled} />
        <DateField control={control} name={'date_fin' as Path<T>} label="Date de fin" disabled={disabled} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name={'tjm' as Path<T>}
          label="TJM client"
          disabled={disabled}
          helperText={HINT}
          slotProps={rate}
        />
        <FormTextField
          control={control}
          name={'tjm_candidat' as Path<T>}
          label="TJM du candidat"
          disabled={disabled}
          helperText="Ce que le candidat perçoit ; jamais plus que le TJM client"
          slotProps={rate}
        />
      </Stack>
      {margin && (
        <Typography variant="body2" color={margin.error ? 'error' : 'text.secondary'} aria-live="polite">
          {margin.text}
        </Typography>
      )}
    </Stack>
  );
}
