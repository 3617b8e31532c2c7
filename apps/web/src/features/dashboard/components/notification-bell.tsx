import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { IconButton, Tooltip } from '@mui/material';

/** The place of the notification bell in the top bar (SPEC §2); its menu comes with the notifications. */
export function NotificationBell() {
  return (
    <Tooltip title="Notifications : bientôt disponibles">
      <span>
        <IconButton disabled aria-label="Notifications (bientôt disponibles)">
          <NotificationsNoneOutlined />
        </IconButton>
      </span>
    </Tooltip>
  );
}
