import { Autocomplete, TextField } from '@mui/material';
import type { SkillSuggestion } from '@passerelle/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { renderSkillOption } from '../../../components/form/skill-option';
import { skillSuggestionsQuery } from '../../../lib/skills-api';
import { useDebounced } from '../../../lib/use-live-search';

/** One canonical skill of the vocabulary, found as one types (GET /api/skills); only a suggestion can be chosen. */
export function SkillPicker({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: SkillSuggestion | null;
  onChange: (skill: SkillSuggestion | null) => void;
  error?: string | null;
}) {
  const [text, setText] = useState('');
  const typed = useDebounced(text.trim(), 200);
  const suggestions = useQuery(skillSuggestionsQuery(typed));
  return (
    <Autocomplete<SkillSuggestion, false, false, false>
      value={value}
      onChange={(_, chosen) => onChange(chosen)}
      inputValue={text}
      onInputChange={(_, next) => setText(next)}
      options={typed === '' ? [] : (suggestions.data ?? [])}
      filterOptions={(all) => all}
      getOptionLabel={(option) => option.label}
      isOptionEqualToValue={(a, b) => a.label === b.label}
      loading={suggestions.isFetching}
      loadingText="Recherche…"
      noOptionsText={typed === '' ? 'Tapez le début du nom' : 'Aucune compétence ne correspond'}
      renderOption={renderSkillOption}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          error={Boolean(error)}
          helperText={error ?? 'Tapez quelques lettres, puis choisissez'}
        />
      )}
    />
  );
}
