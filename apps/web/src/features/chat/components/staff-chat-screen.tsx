import ArrowBack from '@mui/icons-material/ArrowBack';
import Search from '@mui/icons-material/Search';
import {
  Alert,
  Avatar,
  Badge,
  Box,
  IconButton,
  InputAdornment,
  List,
  ListItem,
  ListItemAvatar,
  ListItemButton,
  ListItemText,
  Paper,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { chatApi } from '@passerelle/shared/routes/chat';
import type { ChatMessage, ChatUser } from '@passerelle/shared/schemas/chat';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { fullName, plural } from '../../../lib/format';
import { invalidateRoutes } from '../../../lib/query-keys';
import { useSocket, useSocketEvent } from '../../../lib/realtime';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDebounced } from '../../../lib/use-live-search';
import { messagesOf, threadKey, useAppendMessage, useChatUsers, useSendMessage, useThread } from '../api/chat-api';
import { ChatComposer } from './chat-composer';
import { ChatThread } from './chat-thread';

const ROLE_LABELS: Record<string, string> = { client: 'Client', condidat: 'Candidat' };
const ETAT_LABELS: Record<string, string> = { active: 'Actif', pending: 'En attente', blocked: 'Bloqué' };

/**
 * /dashb/chat for the staff (SPEC §2, DECISIONS §4): every conversation with connection indicators,
 * unread counts and a working search; the selected user's thread, with 'role - état' in its header.
 */
export function StaffChatScreen() {
  useDocumentTitle('Chat');
  const me = useSession()?.user.id;
  const theme = useTheme();
  const phone = !useMediaQuery(theme.breakpoints.up('md'));
  const [search, setSearch] = useState('');
  const users = useChatUsers(useDebounced(search.trim()));
  const [selected, setSelected] = useState<ChatUser | null>(null);
  const [online, setOnline] = useState<Record<string, boolean>>({});
  const thread = useThread(selected?.id ?? null);
  const send = useSendMessage();
  const append = useAppendMessage();
  const queryClient = useQueryClient();
  const socket = useSocket();

  useEffect(() => {
    socket?.emit('get_connected_lst');
  }, [socket]);
  useSocketEvent('connected_lst', setOnline);
  const onMessage = useCallback(
    ({ user, msg }: { user: { id: number }; msg: ChatMessage }) => {
      void invalidateRoutes(queryClient, chatApi.getUserChat);
      if (user.id === selected?.id) {
        append(threadKey(user.id), msg);
        void queryClient.invalidateQueries({ queryKey: threadKey(user.id) });
      }
    },
    [append, queryClient, selected?.id],
  );
  useSocketEvent('new_msg', onMessage);
  // At each connection (the first one may come after the list was read, a later one after a cut): what was sent
  // meanwhile came without an event, so the list, the open thread and who is online are read again.
  const onConnect = useCallback(() => {
    void invalidateRoutes(queryClient, chatApi.getUserChat);
    if (selected) void queryClient.invalidateQueries({ queryKey: threadKey(selected.id) });
    socket?.emit('get_connected_lst');
  }, [queryClient, selected, socket]);
  useSocketEvent('connect', onConnect);

  const list = (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Box sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <TextField
          size="small"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Nom, prénom ou e-mail"
          slotProps={{
            htmlInput: { 'aria-label': 'Rechercher un utilisateur' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
            },
          }}
        />
      </Box>
      {users.isError && (
        <Alert severity="error" sx={{ m: 1.5 }}>
          {errorMessage(users.error)}
        </Alert>
      )}
      {users.data?.data.length === 0 && (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {search ? 'Aucun utilisateur ne correspond à cette recherche.' : 'Aucune conversation pour le moment.'}
        </Typography>
      )}
      <List aria-label="Conversations" sx={{ overflowY: 'auto', flex: 1, py: 0 }}>
        {users.data?.data.map((user) => (
          <ListItem key={user.id} disablePadding>
            <ListItemButton selected={user.id === selected?.id} onClick={() => setSelected(user)}>
              <ListItemAvatar>
                <Badge
                  overlap="circular"
                  variant="dot"
                  color="success"
                  invisible={!online[user.id]}
                  anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
                  slotProps={{ badge: { 'aria-label': online[user.id] ? 'en ligne' : undefined } as object }}
                >
                  <Avatar src={user.img ?? undefined} alt="">
                    {(user.prenom ?? user.email).slice(0, 1)}
                  </Avatar>
                </Badge>
              </ListItemAvatar>
              <ListItemText
                primary={fullName(user) || user.email}
                secondary={user.lastMessage ?? `${ROLE_LABELS[user.role] ?? user.role} · pas encore de message`}
                slotProps={{
                  primary: { noWrap: true, sx: { fontWeight: user.new_msg ? 700 : 500 } },
                  secondary: { noWrap: true },
                }}
                sx={{ minWidth: 0 }}
              />
              {user.new_msg > 0 && (
                <Box
                  component="span"
                  aria-label={plural(user.new_msg, 'non lu', 'non lus')}
                  sx={{
                    ml: 1,
                    minWidth: 22,
                    height: 22,
                    px: 0.75,
                    borderRadius: 11,
                    bgcolor: 'error.main',
                    color: '#fff',
                    fontSize: 12,
                    fontWeight: 700,
                    display: 'grid',
                    placeItems: 'center',
                    flexShrink: 0,
                  }}
                >
                  {user.new_msg}
                </Box>
              )}
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );

  const conversation = selected && (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' }}>
        {phone && (
          <IconButton onClick={() => setSelected(null)} aria-label="Retour aux conversations">
            <ArrowBack />
          </IconButton>
        )}
        <Avatar src={selected.img ?? undefined} alt="">
          {(selected.prenom ?? selected.email).slice(0, 1)}
        </Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" variant="h5" noWrap>
            {fullName(selected) || selected.email}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {ROLE_LABELS[selected.role] ?? selected.role} - {ETAT_LABELS[selected.etat] ?? selected.etat}
            {online[selected.id] ? ' · en ligne' : ''}
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
          isMine={(m) => m.from_staff}
          authorOf={(m) => (m.from_staff ? (m.id_from === me ? 'Vous' : "L'équipe") : fullName(selected) || selected.email)}
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
        onSend={async (content) => {
          const { data } = await send.mutateAsync({ content, id_to: selected.id });
          append(threadKey(selected.id), data);
          void invalidateRoutes(queryClient, chatApi.getUserChat);
        }}
      />
    </Box>
  );

  return (
    <Paper
      variant="outlined"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '320px minmax(0, 1fr)' },
        height: { xs: 'calc(100vh - 120px)', md: 'calc(100vh - 160px)' },
        minHeight: 440,
        overflow: 'hidden',
      }}
    >
      {(!phone || !selected) && (
        <Box
          sx={(t) => ({ minHeight: 0, minWidth: 0, [t.breakpoints.up('md')]: { borderRight: `1px solid ${t.palette.divider}` } })}
        >
          {list}
        </Box>
      )}
      {(!phone || selected) && (
        <Box sx={{ minHeight: 0, minWidth: 0 }}>
          {conversation ?? (
            <Box sx={{ height: '100%', display: 'grid', placeItems: 'center', p: 3 }}>
              <Typography color="text.secondary">
                Choisissez une conversation, ou cherchez un utilisateur pour lui écrire.
              </Typography>
            </Box>
          )}
        </Box>
      )}
    </Paper>
  );
}
