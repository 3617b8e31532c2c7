import { useState } from 'react';

/**
 * The education or experience entries of a form that sends its list whole (setCondForm, updateCondExp…):
 * entries are added, removed, or opened in the form (« Modifier ») and put back in their place.
 */
export function useEntries<T>(initial: T[] = []) {
  const [entries, setEntries] = useState<T[]>(initial);
  // The index of the entry open in the form, null while the form adds a new one.
  const [editing, setEditing] = useState<number | null>(null);
  return {
    entries,
    editing,
    /** The entry open in the form, undefined while the form adds one. */
    edited: editing === null ? undefined : entries[editing],
    /** The form's entry: a new one goes last, an edited one replaces itself. */
    submit(entry: T) {
      setEntries((list) => (editing === null ? [...list, entry] : list.map((e, i) => (i === editing ? entry : e))));
      setEditing(null);
    },
    remove(index: number) {
      setEntries((list) => list.filter((_, i) => i !== index));
      setEditing((open) => (open === null || open === index ? null : open > index ? open - 1 : open));
    },
    edit: (index: number) => setEditing(index),
    cancelEdit: () => setEditing(null),
  };
}
