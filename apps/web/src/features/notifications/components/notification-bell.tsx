import DoneAll from '@mui/icons-material/DoneAll';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { Badge, Box, Button, Divider, IconButton, MenuItem, MenuList, Popover, Typography } from '@mui/material';
import { NOTIFICATION_MENU } from '@passerelle/shared/constants';
import type { Role } from '@passerelle/shared/enums';
import type { Notification } from '@passerelle/shared/schemas/chat';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { useMarkRead, useNotifications } from '../api/notifications-api';
import { playChime } from './chime';
import { sanitizeNotificationHtml } from './safe-html';

/**
 * The bell of the top bar (SPEC §2, §9): unread badge, a 400 × 300 px scrolling menu, a sound when
 * something unread arrives, mark as read (one by following it, or all).
 */
export function NotificationBell({ role }: { role: Role }) {
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const notifications = useNotifications(role);
  const markRead = useMarkRead(role);
  const unread = notifications.data?.unread ?? 0;

  // A sound when the unread count is above zero, on load and each time it grows.
  const heard = useRef(0);
  useEffect(() => {
    if (unread > heard.current) playChime();
    heard.current = unread;
  }, [unread]);

  const open = (notification: Notification) => {
    setAnchor(null);
    if (!notification.read) markRead.mutate(notification.id);
    if (notification.url) navigate(notification.url);
  };

  return (
    <>
      <IconButton
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-label={unread > 0 ? `Notifications : ${unread} non lue${unread > 1 ? 's' : ''}` : 'Notifications'}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
      >
        <Badge badgeContent={unread} color="error" max={99}>
          <NotificationsNoneOutlined />
        </Badge>
      </IconButton>
      {/* A popover holding a title, its action and the menu: a role=menu holds menu items only (WAI-ARIA). */}
      <Popover
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
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
            <Button
              size="small"
              startIcon={<DoneAll />}
              onClick={() => {
                markRead.mutate(undefined);
                setAnchor(null);
              }}
            >
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
            if (event.key === 'Tab') setAnchor(null);
          }}
        >
          {notifications.isError && (
            <MenuItem disabled sx={{ whiteSpace: 'normal' }}>
              {errorMessage(notifications.error)}
            </MenuItem>
          )}
          {notifications.data?.data.length === 0 && (
            <MenuItem disabled sx={{ whiteSpace: 'normal' }}>
              Aucune notification pour le moment.
            </MenuItem>
          )}
          {notifications.data?.data.map((n) => (
            <MenuItem
              key={n.id}
              onClick={() => open(n)}
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
    </>
  );
}
