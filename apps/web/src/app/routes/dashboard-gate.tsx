import { accountsApi } from '@passerelle/shared/routes/accounts';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { paths } from '../../config/paths';
import { ApiError, setTwoFactorRequiredHandler } from '../../lib/api-client';
import { queryKeyOf } from '../../lib/query-keys';
import { sessionStore, useSession } from '../../lib/session';
import { sessionApi } from '../../lib/session-api';

const AdminShell = lazy(() => import('../shells/admin-shell'));
const ClientShell = lazy(() => import('../shells/client-shell'));
const CandidateShell = lazy(() => import('../shells/candidate-shell'));

/**
 * /dashb (SPEC §2): on each load the session is checked with the server; admin and root get the
 * admin shell, a client the client shell, a candidate the candidate shell; anyone else goes to /login.
 */
export function DashboardGate() {
  const session = useSession();
  const location = useLocation();
  const check = useQuery({
    // Per token: a new login checks again. Invalidating the route's key checks again too.
    queryKey: [...queryKeyOf(accountsApi.checkuser), session?.token],
    queryFn: sessionApi.checkUser,
    enabled: Boolean(session),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const user = check.data?.user;
  useEffect(() => {
    if (user) sessionStore.update({ user });
  }, [user]);
  useEffect(() => {
    if (check.isError) sessionStore.clear();
  }, [check.isError]);
  // Root made the second factor mandatory meanwhile: check again, the admin shell then opens « Mon compte ».
  const { refetch } = check;
  useEffect(() => {
    setTwoFactorRequiredHandler(() => void refetch());
    return () => setTwoFactorRequiredHandler(() => undefined);
  }, [refetch]);

  // The deep link survives the login (issue 16): /login comes back here.
  const from = `${location.pathname}${location.search}`;
  if (!session) return <Navigate to={paths.login} replace state={{ from }} />;
  if (check.isError) {
    const blocked = check.error instanceof ApiError && check.error.code === 'auth.account_blocked';
    return <Navigate to={paths.login} replace state={{ reason: blocked ? 'blocked' : 'invalid', from }} />;
  }
  if (!user) return <PageLoader label="Vérification de votre session…" />;

  let shell: React.ReactNode;
  if (user.role === 'admin' || user.role === 'root') {
    shell = <AdminShell user={user} twoFactorSetupRequired={check.data?.twoFactorSetupRequired ?? false} />;
  } else if (user.role === 'client') shell = <ClientShell user={user} />;
  else if (user.role === 'condidat') shell = <CandidateShell user={user} />;
  else return <Navigate to={paths.login} replace />;

  return <Suspense fallback={<PageLoader />}>{shell}</Suspense>;
}
