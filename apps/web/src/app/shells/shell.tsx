import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import { isAdminRole } from '@passerelle/shared/enums';
import { dashboardRoute, paths } from '@passerelle/shared/paths';
import type { User } from '@passerelle/shared/schemas/auth';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { DashboardLayout, type NavItem } from '../../features/dashboard/components/dashboard-layout';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { RealtimeProvider } from '../../lib/realtime';
import { sessionApi } from '../../lib/session-api';

const UserChatScreen = lazy(() =>
  import('../../features/chat/components/user-chat-screen').then((m) => ({ default: m.UserChatScreen })),
);
const StaffChatScreen = lazy(() =>
  import('../../features/chat/components/staff-chat-screen').then((m) => ({ default: m.StaffChatScreen })),
);
const AccountPage = lazy(() =>
  import('../../features/account/components/account-page').then((m) => ({ default: m.AccountPage })),
);

export interface ShellRoute {
  /** A path (or pattern) of paths.dashboard. */
  path: string;
  element: ReactNode;
}

/**
 * One dashboard: its sidebar, its routes (all exact, SPEC §2), logout. The chat and « Mon compte » are
 * the same screens in every shell: the shells do not list them. A `restricted` shell (an administrator
 * who must turn the second factor on first) has no chat, notifications or socket: the server refuses them.
 */
export function Shell({
  user,
  roleLabel,
  items,
  routes,
  identity,
  restricted = false,
  notice,
}: {
  user: User;
  roleLabel: string;
  items: NavItem[];
  routes: ShellRoute[];
  identity?: { name: string; email: string; img?: string | null };
  restricted?: boolean;
  /** Shown above every screen. */
  notice?: ReactNode;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = async () => {
    await sessionApi.logout();
    queryClient.clear();
    navigate(paths.login, { replace: true });
  };
  const name = [user.prenom, user.nom].filter(Boolean).join(' ') || user.email;
  const dashboard = (
    <DashboardLayout
      items={[...items, { label: 'Mon compte', to: paths.dashboard.account, icon: ManageAccountsOutlined }]}
      roleLabel={roleLabel}
      identity={identity ?? { name, email: user.email, img: user.img }}
      bell={restricted ? null : <NotificationBell role={user.role} />}
      onLogout={logout}
    >
      {notice}
      <Suspense fallback={<PageLoader />}>
        <Routes>
          {/* The chat is the same screen in every shell, by role (SPEC §2). */}
          {!restricted && (
            <Route
              path={dashboardRoute(paths.dashboard.chat)}
              element={isAdminRole(user.role) ? <StaffChatScreen /> : <UserChatScreen />}
            />
          )}
          <Route path={dashboardRoute(paths.dashboard.account)} element={<AccountPage user={user} />} />
          {routes
            .filter((route) => route.path !== paths.dashboard.chat && route.path !== paths.dashboard.account)
            .map((route) => {
              const path = dashboardRoute(route.path);
              return <Route key={path} path={path === '' ? undefined : path} index={path === ''} element={route.element} />;
            })}
          <Route path="*" element={<Navigate to={paths.dashboard.home} replace />} />
        </Routes>
      </Suspense>
    </DashboardLayout>
  );
  // The server refuses the socket too while the second factor is missing.
  return restricted ? dashboard : <RealtimeProvider>{dashboard}</RealtimeProvider>;
}
