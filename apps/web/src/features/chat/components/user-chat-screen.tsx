import SupportAgentOutlined from '@mui/icons-material/SupportAgentOutlined';
import { Alert, Avatar, Box, Paper, Typography } from '@mui/material';
import { STAFF_TEAM_NAME } from '@passerelle/shared/constants';
import type { ChatMessage } from '@passerelle/shared/schemas/chat';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useSocketEvent } from '../../../lib/realtime';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { messagesOf, threadKey, useAppendMessage, useSendMessage, useThread } from '../api/chat-api';
import { ChatComposer } from './chat-composer';
import { ChatThread } from './chat-thread';

/** /dashb/chat for a client or a candidate (SPEC §2): one conversation with the staff team. */
export function UserChatScreen() {
  useDocumentTitle('Chat');
  const thread = useThread('me');
  const send = useSendMessage();
  const append = useAppendMessage();
  const queryClient = useQueryClient();

  // A staff message pushed live: shown at once, then read again so that it counts as read.
  const onMessage = useCallback(
    (message: ChatMessage) => {
      append(threadKey('me'), message);
      void queryClient.invalidateQueries({ queryKey: threadKey('me') });
    },
    [append, queryClient],
  );
  useSocketEvent('new_msg_to_client', onMessage);
  // At each connection: a message sent before it (or during a cut) came without an event.
  const onConnect = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: threadKey('me') });
  }, [queryClient]);
  useSocketEvent('connect', onConnect);

  return (
    <Paper
      variant="outlined"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: { xs: 'calc(100vh - 120px)', md: 'calc(100vh - 160px)' },
        minHeight: 420,
        overflow: 'hidden',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2.5, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Avatar sx={{ bgcolor: 'primary.main' }}>
          <SupportAgentOutlined aria-hidden />
        </Avatar>
        <Box>
          <Typography component="h1" variant="h4">
            {STAFF_TEAM_NAME}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Une question sur votre compte, une mission, un paiement ? Nous sommes là.
          </Typography>
        </Box>
      </Box>
      {thread.isError ? (
        <Alert severity="error" sx={{ m: 2 }}>
          {errorMessage(thread.error)}
        </Alert>
      ) : (
        <ChatThread
          messages={messagesOf(thread.data)}
          isMine={(m) => !m.from_staff}
          authorOf={(m) => (m.from_staff ? STAFF_TEAM_NAME : 'Vous')}
          hasOlder={thread.hasNextPage}
          loadingOlder={thread.isFetchingNextPage}
          onLoadOlder={() => thread.fetchNextPage()}
        />
      )}
      {send.isError && (
        <Alert severity="error" sx={{ mx: 2 }}>
          {errorMessage(send.error)}
        </Alert>
      )}
      <ChatComposer
        pending={send.isPending}
        disabled={thread.isPending}
        onSend={async (content) => {
          const { data } = await send.mutateAsync({ content });
          append(threadKey('me'), data);
        }}
      />
    </Paper>
  );
}
