import DoneAll from '@mui/icons-material/DoneAll';
import { Box, Button, Divider, MenuItem, MenuList, Popover, Typography } from '@mui/material';
import { NOTIFICATION_MENU } from '@passerelle/shared/constants';
import type { Notification, NotificationsResponse } from '@passerelle/shared/schemas/chat';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { sanitizeNotificationHtml } from './safe-html';

/**
 * The bell's menu (SPEC §2, §9): a 400 × 300 px scrolling list under a title and « Tout marquer comme lu ».
 * Its own chunk (issue 20): the popover, its focus trap and transitions load when the bell is first
 * pointed at, focused or pressed, not with every dashboard.
 */
export function NotificationMenu({
  anchor,
  onClose,
  list,
  error,
  onOpen,
  onMarkAll,
}: {
  anchor: HTMLElement | null;
  onClose: () => void;
  list: NotificationsResponse | undefined;
  error: unknown;
  onOpen: (notification: Notification) => void;
  onMarkAll: () => void;
}) {
  const unread = list?.unread ?? 0;
  return (
    // A popover holding a title, its action and the menu: a role=menu holds menu items only (WAI-ARIA).
    <Popover
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          sx: { width: NOTIFICATION_MENU.widthPx, maxWidth: 'calc(100vw - 16px)', maxHeight: NOTIFICATION_MENU.maxHeightPx },
        },
      }}
    >
      <Box sx={{ px: 2, py: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography component="h2" variant="h5" sx={{ flex: 1 }}>
          Notifications
        </Typography>
        {unread > 0 && (
          <Button size="small" startIcon={<DoneAll />} onClick={onMarkAll}>
            Tout marquer comme lu
          </Button>
        )}
      </Box>
      <Divider />
      <MenuList
        aria-label="Notifications"
        dense
        autoFocusItem={Boolean(anchor)}
        onKeyDown={(event) => {
          // As a menu does: Tab leaves it closed.
          if (event.key === 'Tab') onClose();
        }}
      >
        {error !== null && error !== undefined && (
          <MenuItem disabled sx={{ whiteSpace: 'normal' }}>
            {errorMessage(error)}
          </MenuItem>
        )}
        {list?.data.length === 0 && (
          <MenuItem disabled sx={{ whiteSpace: 'normal' }}>
            Aucune notification pour le moment.
          </MenuItem>
        )}
        {list?.data.map((n) => (
          <MenuItem
            key={n.id}
            onClick={() => onOpen(n)}
            sx={{
              whiteSpace: 'normal',
              alignItems: 'flex-start',
              gap: 1,
              bgcolor: n.read ? 'transparent' : 'rgba(31,60,136,0.06)',
            }}
          >
            <Box
              aria-hidden
              sx={{
                mt: 0.9,
                width: 8,
                height: 8,
                borderRadius: '50%',
                flexShrink: 0,
                bgcolor: n.read ? 'transparent' : 'primary.main',
              }}
            />
            <Box>
              {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-built HTML of escaped values, sanitised again here. */}
              <Typography variant="body2" dangerouslySetInnerHTML={{ __html: sanitizeNotificationHtml(n.content) }} />
              <Typography variant="caption" color="text.secondary">
                {n.read ? '' : 'Non lue · '}
                {formatDateTime(n.createdAt)}
              </Typography>
            </Box>
          </MenuItem>
        ))}
      </MenuList>
    </Popover>
  );
}
