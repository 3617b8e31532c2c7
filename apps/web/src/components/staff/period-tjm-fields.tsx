import { InputAdornment, Stack } from '@mui/material';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { DateField } from '../form/date-field';
import { FormTextField } from '../form/form-text-field';

/**
 * Date de début, date de fin and TJM (up to 3 decimals), as the request success form and the mission
 * form have them (SPEC §2, §5). The form names its fields date_debut, date_fin and tjm.
 */
export function PeriodTjmFields<T extends FieldValues & { date_debut: unknown; date_fin: unknown; tjm: unknown }>({
  control,
  disabled,
}: {
  control: Control<T>;
  disabled?: boolean;
}) {
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <DateField control={control} name={'date_debut' as Path<T>} label="Date de début" disabled={disabled} />
        <DateField control={control} name={'date_fin' as Path<T>} label="Date de fin" disabled={disabled} />
      </Stack>
      <FormTextField
        control={control}
        name={'tjm' as Path<T>}
        label="TJM"
        disabled={disabled}
        helperText="Jusqu'à 3 décimales, par exemple 3600.500"
        slotProps={{
          input: { endAdornment: <InputAdornment position="end">€ / jour</InputAdornment> },
          htmlInput: { inputMode: 'decimal' },
        }}
      />
    </Stack>
  );
}
