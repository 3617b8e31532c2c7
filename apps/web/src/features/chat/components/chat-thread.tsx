import { Box, Button, CircularProgress, Typography } from '@mui/material';
import type { ChatMessage } from '@passerelle/shared/schemas/chat';
import { useEffect, useRef } from 'react';
import { formatDateTime } from '../../../lib/dates';

/**
 * A conversation (SPEC §2 Chat): bubbles, mine on the right; the newest message is scrolled into view;
 * older messages load page by page from the top.
 */
export function ChatThread({
  messages,
  isMine,
  authorOf,
  hasOlder,
  loadingOlder,
  onLoadOlder,
}: {
  messages: ChatMessage[];
  isMine: (message: ChatMessage) => boolean;
  authorOf: (message: ChatMessage) => string;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
}) {
  const end = useRef<HTMLDivElement>(null);
  const lastId = messages.at(-1)?.id;
  // Only a new last message scrolls: loading older ones keeps the reader where they are.
  useEffect(() => {
    if (lastId !== undefined) end.current?.scrollIntoView({ block: 'end' });
  }, [lastId]);

  return (
    <Box
      role="log"
      aria-live="polite"
      aria-label="Messages"
      sx={{ flex: 1, overflowY: 'auto', px: { xs: 1.5, sm: 3 }, py: 2, display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      {hasOlder && (
        <Box sx={{ textAlign: 'center' }}>
          <Button
            size="small"
            onClick={onLoadOlder}
            disabled={loadingOlder}
            startIcon={loadingOlder ? <CircularProgress size={14} /> : undefined}
          >
            Afficher les messages précédents
          </Button>
        </Box>
      )}
      {messages.length === 0 && (
        <Typography color="text.secondary" sx={{ textAlign: 'center', my: 'auto' }}>
          Aucun message pour le moment : écrivez-nous, nous vous répondons rapidement.
        </Typography>
      )}
      {messages.map((message) => {
        const mine = isMine(message);
        return (
          <Box key={message.id} sx={{ alignSelf: mine ? 'flex-end' : 'flex-start', maxWidth: { xs: '88%', sm: '70%' } }}>
            <Typography
              variant="caption"
              color="text.secondary"
              sx={{ display: 'block', textAlign: mine ? 'right' : 'left', mb: 0.25 }}
            >
              {authorOf(message)} · {formatDateTime(message.createdAt)}
            </Typography>
            <Box
              sx={{
                px: 2,
                py: 1.25,
                borderRadius: 3,
                borderTopRightRadius: mine ? 4 : undefined,
                borderTopLeftRadius: mine ? undefined : 4,
                bgcolor: mine ? 'primary.main' : 'background.paper',
                color: mine ? 'primary.contrastText' : 'text.primary',
                border: mine ? 0 : 1,
                borderColor: 'divider',
                whiteSpace: 'pre-wrap',
                overflowWrap: 'anywhere',
              }}
            >
              {message.content}
            </Box>
          </Box>
        );
      })}
      <div ref={end} />
    </Box>
  );
}
