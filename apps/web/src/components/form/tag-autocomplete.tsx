import { Autocomplete, TextField } from '@mui/material';
import type { SkillSuggestion } from '@passerelle/shared/schemas/skills';
import { type ReactNode, useState } from 'react';
import { renderSkillOption } from './skill-option';

/** What the field of a TagInput shows and does, plain or with its suggestions. */
export interface TagFieldProps {
  label: string;
  placeholder?: string;
  error: boolean;
  helpId: string;
  draft: string;
  options: SkillSuggestion[];
  onDraft: (text: string) => void;
  onAdd: (text: string, picked?: boolean) => void;
  endAdornment: ReactNode;
}

/**
 * TagInput's field with its suggestions (MUI Autocomplete, ~11 KB gzip), loaded when the field is first
 * pointed at, touched or typed in (tag-input.tsx paints a plain input until then). It takes over the text
 * typed so far and the focus, and opens its list if the user was typing.
 */
export function TagAutocomplete({
  label,
  placeholder,
  error,
  helpId,
  draft,
  options,
  onDraft,
  onAdd,
  endAdornment,
  autoFocus,
}: TagFieldProps & { autoFocus: boolean }) {
  const [open, setOpen] = useState(autoFocus && draft.trim() !== '');
  return (
    <Autocomplete<SkillSuggestion, false, true, true>
      freeSolo
      disableClearable
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      // The field holds the text being typed; the chosen tags are the chips below.
      value={null as unknown as SkillSuggestion}
      inputValue={draft}
      options={options}
      filterOptions={(all) => all}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.label)}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') onDraft(text);
      }}
      onChange={(_, chosen, reason) => {
        if (reason === 'selectOption' && typeof chosen === 'object' && chosen) onAdd(chosen.label, true);
        else if (reason === 'createOption' && typeof chosen === 'string') onAdd(chosen);
      }}
      renderOption={renderSkillOption}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder={placeholder}
          error={error}
          autoFocus={autoFocus}
          onFocus={(event) => {
            // The caret after the text taken over from the plain field, not before it.
            const input = event.target as HTMLInputElement;
            if (autoFocus) input.setSelectionRange(input.value.length, input.value.length);
          }}
          onKeyDown={(e) => {
            // Entrée adds a tag (the Autocomplete does it); it never sends the form around the field.
            if (e.key === 'Enter') e.preventDefault();
          }}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, 'aria-describedby': helpId },
            input: { ...params.slotProps.input, endAdornment },
          }}
        />
      )}
    />
  );
}
