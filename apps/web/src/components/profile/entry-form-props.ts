/** What an education or experience form takes. */
export interface EntryFormProps<T> {
  /** The entry to change; absent, the form adds a new one. */
  entry?: T;
  /** The entry as typed: added, or in place of the one given. */
  onSubmit: (entry: T) => void;
  /** Leaves the entry as it was. */
  onCancel: () => void;
}
