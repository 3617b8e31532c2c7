import type { ReactNode } from 'react';
import { Icon, type IconName } from './icons';
import './plain.css';

type Severity = 'success' | 'info' | 'warning' | 'error';

const ICONS: Record<Severity, IconName> = { success: 'success', info: 'info', warning: 'warning', error: 'error' };

/**
 * A message in a tinted box with its icon, as MUI's standard Alert. It is announced: `role="alert"` by
 * default, `role="status"` for a calm confirmation.
 */
export function Alert({
  severity = 'success',
  role = 'alert',
  children,
}: {
  severity?: Severity;
  role?: 'alert' | 'status';
  children: ReactNode;
}) {
  return (
    <div role={role} className={`pl-alert pl-alert-${severity}`}>
      <Icon name={ICONS[severity]} size={22} />
      <div className="pl-alert-message">{children}</div>
    </div>
  );
}
