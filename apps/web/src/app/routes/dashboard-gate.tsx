import { paths } from '@passerelle/shared/paths';
import { accountsApi } from '@passerelle/shared/routes/accounts';
import type { User } from '@passerelle/shared/schemas/auth';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { hasErrorCode, setTwoFactorRequiredHandler } from '../../lib/api-client';
import { queryKeyOf } from '../../lib/query-keys';
import { queryClient } from '../../lib/query-scope';
import { sessionStore, useSession } from '../../lib/session';
import { sessionApi } from '../../lib/session-api';
import { preloadScreen } from '../shells/screen';

const loadAdminShell = () => import('../shells/admin-shell');
const loadClientShell = () => import('../shells/client-shell');
const loadCandidateShell = () => import('../shells/candidate-shell');
const AdminShell = lazy(loadAdminShell);
const ClientShell = lazy(loadClientShell);
const CandidateShell = lazy(loadCandidateShell);

/**
 * The shell of `role`, then the screen of `pathname`, loaded before the server has answered the session
 * check (issue 20: LCP). A wrong guess (another role's screen at the same address) only costs a fetch.
 */
function preloadShell(role: User['role'] | undefined, pathname: string) {
  const load =
    role === 'admin' || role === 'root'
      ? loadAdminShell
      : role === 'client'
        ? loadClientShell
        : role === 'condidat'
          ? loadCandidateShell
          : undefined;
  void load?.()
    .then(() => preloadScreen(pathname))
    .catch(() => undefined); // the shell's own import tells a failure, with the chunk error boundary
}

/** The session check, per token: a new login checks again. Invalidating the route's key checks again too. */
const sessionCheck = (token: string | undefined) => ({
  queryKey: [...queryKeyOf(accountsApi.checkuser), token],
  queryFn: sessionApi.checkUser,
  retry: false,
  staleTime: Number.POSITIVE_INFINITY,
});

// The session check and the shell of the role the browser remembers start with the gate's code, not after
// its first render (issue 20: the dashboards' LCP).
const remembered = sessionStore.get();
if (remembered) {
  void queryClient.prefetchQuery(sessionCheck(remembered.token));
  preloadShell(remembered.user.role, window.location.pathname);
}

/**
 * /dashb (SPEC §2): on each load the session is checked with the server; admin and root get the
 * admin shell, a client the client shell, a candidate the candidate shell; anyone else goes to /login.
 */
export function DashboardGate() {
  const session = useSession();
  const location = useLocation();
  const check = useQuery({ ...sessionCheck(session?.token), enabled: Boolean(session) });
  const user = check.data?.user;
  const rememberedRole = session?.user.role;
  const { pathname } = location;
  useEffect(() => preloadShell(rememberedRole, pathname), [rememberedRole, pathname]);
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
    const blocked = hasErrorCode(check.error, 'auth.account_blocked');
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
