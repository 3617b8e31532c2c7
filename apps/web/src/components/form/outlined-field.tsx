import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import {
  FormControl,
  type FormControlProps,
  FormHelperText,
  InputLabel,
  OutlinedInput,
  type OutlinedInputProps,
} from '@mui/material';
import { type ReactNode, useId } from 'react';

export interface OutlinedFieldProps extends Omit<OutlinedInputProps, 'label' | 'error' | 'fullWidth' | 'notched'> {
  label: string;
  error?: boolean;
  /** The field takes its container's width (TextField's `fullWidth`); true unless told. */
  fullWidth?: boolean;
  /** The helper text is an error to announce (`role="alert"`). */
  alert?: boolean;
  /** Shown under the field and tied to the input (aria-describedby), as TextField's helperText. */
  helperText?: ReactNode;
  /** The label stays above the field (a native select always shows its option). */
  shrink?: boolean;
  /** Props of the field's box (FormControl): pointer and key handlers that concern the whole field. */
  root?: Omit<FormControlProps, 'children' | 'error' | 'disabled' | 'fullWidth' | 'variant'>;
  /** The `<option>`s of a native select (the browser's own list). */
  options?: ReactNode;
}

/**
 * What a TextField draws (outlined), from its parts: FormControl, InputLabel, OutlinedInput, FormHelperText,
 * with the same ids and aria wiring (label ↔ input, `${id}-helper-text` in aria-describedby, aria-invalid).
 * TextField imports MUI's Select, and with it Menu, Popover, Modal and the filled and standard inputs
 * (≈ 20 KB gzip), even where no select is drawn: the search's and the forms' plain fields paint without
 * them (issue 20). With `options`, the browser's own select in the same outlined box, drawn as TextField's
 * `select` + `native` draws it (NativeSelect's outlined styles and arrow), without MUI's Select.
 */
export function OutlinedField({
  label,
  error,
  helperText,
  shrink,
  root,
  options,
  fullWidth = true,
  alert,
  id: givenId,
  disabled,
  ...input
}: OutlinedFieldProps) {
  const generated = useId();
  const id = givenId ?? generated;
  const helperId = helperText ? `${id}-helper-text` : undefined;
  const describedBy = [input['aria-describedby'], helperId].filter(Boolean).join(' ') || undefined;
  const select = options !== undefined;
  return (
    <FormControl {...root} fullWidth={fullWidth} error={error} disabled={disabled} variant="outlined">
      <InputLabel htmlFor={id} id={`${id}-label`} shrink={shrink}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...input}
        id={id}
        label={label}
        notched={shrink}
        fullWidth
        aria-describedby={describedBy}
        {...(select && {
          // InputBase renders the element it is given; its type only lists components of its own props.
          inputComponent: 'select' as unknown as OutlinedInputProps['inputComponent'],
          inputProps: { ...input.inputProps, children: options, type: undefined },
          sx: [nativeSelect, ...(Array.isArray(input.sx) ? input.sx : [input.sx])],
          endAdornment: <ArrowDropDown className="native-select-arrow" />,
        })}
      />
      {helperText && (
        <FormHelperText id={helperId} role={alert ? 'alert' : undefined}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}

/** NativeSelect's outlined styles (MUI's NativeSelectInput): no OS arrow, room for MUI's, its arrow at the right. */
const nativeSelect = {
  '& select': {
    MozAppearance: 'none',
    WebkitAppearance: 'none',
    userSelect: 'none',
    cursor: 'pointer',
    borderRadius: 1,
    '&&&': { paddingRight: '32px' },
    '&:not([multiple]) option, &:not([multiple]) optgroup': { backgroundColor: 'background.paper' },
  },
  '&.Mui-disabled select': { cursor: 'default' },
  '& .native-select-arrow': {
    position: 'absolute',
    right: 7,
    top: 'calc(50% - .5em)',
    pointerEvents: 'none',
    color: 'action.active',
  },
  '&.Mui-disabled .native-select-arrow': { color: 'action.disabled' },
} as const;
