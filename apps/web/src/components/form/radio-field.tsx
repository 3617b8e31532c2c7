import { FormControl, FormControlLabel, FormHelperText, FormLabel, Radio, RadioGroup } from '@mui/material';
import { useId } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

/** A row of radio buttons bound to react-hook-form (the candidate's sex), announcing its error. */
export function RadioField<T extends FieldValues>({
  name,
  control,
  label,
  options,
}: {
  name: FieldPath<T>;
  control: Control<T>;
  label: string;
  options: readonly { value: string; label: string }[];
}) {
  const labelId = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error)}>
          <FormLabel id={labelId}>{label}</FormLabel>
          <RadioGroup row aria-labelledby={labelId} {...field} value={field.value ?? ''}>
            {options.map((o) => (
              <FormControlLabel key={o.value} value={o.value} control={<Radio />} label={o.label} />
            ))}
          </RadioGroup>
          {fieldState.error && <FormHelperText role="alert">{fieldState.error.message}</FormHelperText>}
        </FormControl>
      )}
    />
  );
}
