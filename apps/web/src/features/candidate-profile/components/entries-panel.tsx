import { Box, Button, Stack, Typography } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { FormError } from '../../../components/form/form-error';
import type { EntryFormProps } from '../../../components/profile/entry-form-props';
import { EntryList } from '../../../components/profile/entry-list';
import { useEntries } from '../../../components/profile/use-entries';
import { SidePanel } from '../../../components/side-panel';
import { errorMessage } from '../../../lib/api-client';

interface EntriesPanelProps<T> {
  open: boolean;
  title: string;
  /** The entries as saved, without their ids: the list is sent whole, it replaces the previous one. */
  initial: T[];
  emptyText: string;
  /** SPEC §5: at least one entry. */
  requiredMessage: string;
  listTitle: string;
  addTitle: string;
  /** The form's title while an entry is open in it. */
  editTitle: string;
  describe: (entry: T) => { primary: ReactNode; secondary: ReactNode };
  editLabel: (entry: T) => string;
  removeLabel: (entry: T) => string;
  /** The entry form (FormationForm, ExperienceForm): adds one, or changes the one it is given. */
  entryForm: (props: EntryFormProps<T> & { key: string }) => ReactNode;
  save: (entries: T[]) => Promise<unknown>;
  onSaved: () => void;
  onClose: () => void;
}

/**
 * The education or experience editor of the profile (SPEC §2): the current entries, each removable or
 * opened in the form by « Modifier », the form (add or change), and Enregistrer, which sends the whole list
 * (updateCondForm / updateCondExp).
 */
export function EntriesPanel<T>(props: EntriesPanelProps<T>) {
  return (
    <SidePanel open={props.open} title={props.title} onClose={props.onClose} width={640}>
      {/* Mounted when the panel opens: the list starts from the saved entries each time. */}
      <EntriesEditor {...props} />
    </SidePanel>
  );
}

function EntriesEditor<T>({
  initial,
  emptyText,
  requiredMessage,
  listTitle,
  addTitle,
  editTitle,
  describe,
  editLabel,
  removeLabel,
  entryForm,
  save,
  onSaved,
  onClose,
}: EntriesPanelProps<T>) {
  const list = useEntries<T>(initial);
  const [missing, setMissing] = useState(false);
  const mutation = useMutation({ mutationFn: () => save(list.entries), onSuccess: onSaved });

  return (
    <Stack spacing={3}>
      <Typography component="h3" variant="h5">
        {listTitle}
      </Typography>
      <EntryList
        entries={list.entries}
        emptyText={emptyText}
        describe={describe}
        editLabel={editLabel}
        removeLabel={removeLabel}
        editing={list.editing}
        onEdit={list.edit}
        onRemove={list.remove}
      />
      <Typography component="h3" variant="h5">
        {list.edited === undefined ? addTitle : editTitle}
      </Typography>
      {entryForm({
        key: String(list.editing ?? 'new'),
        entry: list.edited,
        onSubmit: (entry) => {
          list.submit(entry);
          setMissing(false);
        },
        onCancel: list.cancelEdit,
      })}
      {/* The actions stay in sight however long the list: the whole list is sent, not the form above. */}
      <Box sx={{ position: 'sticky', bottom: 0, bgcolor: 'background.paper', py: 2, borderTop: 1, borderColor: 'divider' }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Ajoutez ou modifiez chaque entrée avec son bouton, puis enregistrez la liste.
        </Typography>
        <FormError
          message={missing ? requiredMessage : mutation.isError ? errorMessage(mutation.error, MSG.saveDataFailed) : null}
        />
        <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>Annuler</Button>
          <Button
            variant="contained"
            loading={mutation.isPending}
            onClick={() => (list.entries.length === 0 ? setMissing(true) : mutation.mutate())}
          >
            Enregistrer
          </Button>
        </Stack>
      </Box>
    </Stack>
  );
}
