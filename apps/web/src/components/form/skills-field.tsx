import { MSG } from '@passerelle/shared/messages';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { TagInput } from './tag-input';

/** The candidate's skills (SPEC §5): a tag input bound to react-hook-form; the list's own error shows too. */
export function SkillsField<T extends FieldValues>({ name, control }: { name: FieldPath<T>; control: Control<T> }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TagInput
          label="Compétences"
          placeholder="React, Node.js, SQL…"
          value={field.value ?? []}
          onChange={field.onChange}
          error={fieldState.error?.message ?? fieldState.error?.root?.message}
          duplicateMessage={MSG.skillDuplicate}
        />
      )}
    />
  );
}
