import Send from '@mui/icons-material/Send';
import { Box, IconButton, TextField } from '@mui/material';
import { CHAT_MESSAGE_MAX } from '@passerelle/shared/constants';
import { useState } from 'react';

/** The message input (SPEC §2, §5): Enter sends, Shift+Enter goes to the next line; an empty message is not sent. */
export function ChatComposer({
  onSend,
  disabled,
  pending,
}: {
  onSend: (content: string) => Promise<unknown>;
  disabled?: boolean;
  pending?: boolean;
}) {
  const [draft, setDraft] = useState('');
  const send = async () => {
    const content = draft.trim();
    if (!content || pending) return;
    await onSend(content);
    setDraft('');
  };
  return (
    <Box
      component="form"
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'flex-end',
        p: { xs: 1.5, sm: 2 },
        borderTop: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      <TextField
        value={draft}
        onChange={(e) => setDraft(e.target.value.slice(0, CHAT_MESSAGE_MAX))}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            void send();
          }
        }}
        placeholder="Écrivez votre message…"
        multiline
        maxRows={5}
        disabled={disabled}
        slotProps={{ htmlInput: { 'aria-label': 'Votre message' } }}
      />
      <IconButton type="submit" color="primary" aria-label="Envoyer" disabled={disabled || pending || draft.trim() === ''}>
        <Send />
      </IconButton>
    </Box>
  );
}
