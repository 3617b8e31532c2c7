import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { Badge, IconButton } from '@mui/material';
import type { Role } from '@passerelle/shared/enums';
import type { Notification } from '@passerelle/shared/schemas/chat';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMarkRead, useNotifications } from '../api/notifications-api';
import { playChime } from './chime';

// The menu, its popover and its focus trap load when the bell is first pointed at, focused or pressed (issue 20).
const loadMenu = () => import('./notification-menu');
const NotificationMenu = lazy(() => loadMenu().then((m) => ({ default: m.NotificationMenu })));

/**
 * The bell of the top bar (SPEC §2, §9): unread badge, a 400 × 300 px scrolling menu, a sound when
 * something unread arrives, mark as read (one by following it, or all).
 */
export function NotificationBell({ role }: { role: Role }) {
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Once opened, the menu stays mounted: it closes with its transition.
  const [wanted, setWanted] = useState(false);
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
  const preload = () => void loadMenu();

  return (
    <>
      <IconButton
        onClick={(e) => {
          setAnchor(e.currentTarget);
          setWanted(true);
        }}
        onPointerEnter={preload}
        onFocus={preload}
        aria-label={unread > 0 ? `Notifications : ${unread} non lue${unread > 1 ? 's' : ''}` : 'Notifications'}
        aria-haspopup="menu"
        aria-expanded={Boolean(anchor)}
      >
        <Badge badgeContent={unread} color="error" max={99}>
          <NotificationsNoneOutlined />
        </Badge>
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <NotificationMenu
            anchor={anchor}
            onClose={() => setAnchor(null)}
            list={notifications.data}
            error={notifications.isError ? notifications.error : null}
            onOpen={open}
            onMarkAll={() => {
              markRead.mutate(undefined);
              setAnchor(null);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
