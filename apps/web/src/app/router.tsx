import { paths } from '@passerelle/shared/paths';
import { Fragment, lazy, useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router';
import { setSessionExpiredHandler } from '../lib/session-expiry';

/**
 * Every public route of SPEC §2, each its own chunk; /dashb/* holds the three shells. The declarative
 * router keeps the first page light (the data router weighs twice as much and we use none of its loaders).
 *
 * `page()` is the one place that gives a page what it needs: react-query (lib/query-scope.tsx) and, for
 * the pages built with MUI, its theme and baseline (lib/mui-scope.tsx), loaded beside the page's chunk.
 * The landing page and the sign-in screens are `plain`: they load no MUI, emotion or react-query (issue 20).
 */
const page = <T extends Record<string, React.ComponentType>>(
  load: () => Promise<T>,
  name: keyof T,
  { mui = true, query = true }: { mui?: boolean; query?: boolean } = {},
) =>
  lazy(async () => {
    const [module, queryScope, muiScope] = await Promise.all([
      load(),
      query ? import('../lib/query-scope') : null,
      mui ? import('../lib/mui-scope') : null,
    ]);
    const Page = module[name] as React.ComponentType;
    const QueryScope = queryScope?.QueryScope ?? Fragment;
    const MuiScope = muiScope?.MuiScope ?? Fragment;
    return {
      default: () => (
        <MuiScope>
          <QueryScope>
            <Page />
          </QueryScope>
        </MuiScope>
      ),
    };
  });

// Plain components; the sign-in screens call the API through lib/use-action.ts.
const plain = { mui: false, query: false };

// The landing page's contact form, loaded when the visitor nears it, brings react-query and MUI's theme itself.
const HomePage = page(() => import('../features/landing/components/home-page'), 'HomePage', plain);
const LoginPage = page(() => import('../features/auth/components/login-page'), 'LoginPage', plain);
const RegisterPage = page(() => import('../features/auth/components/register-page'), 'RegisterPage', plain);
// The notice reads its publisher from the server: react-query, no MUI.
const LegalNoticePage = page(() => import('../features/legal/components/legal-pages'), 'LegalNoticePage', { mui: false });
const PrivacyPage = page(() => import('../features/legal/components/legal-pages'), 'PrivacyPage', plain);
const TermsPage = page(() => import('../features/legal/components/legal-pages'), 'TermsPage', plain);
const ForgotPasswordPage = page(() => import('../features/auth/components/forgot-password-page'), 'ForgotPasswordPage', plain);
const ResetPasswordPage = page(() => import('../features/auth/components/reset-password-page'), 'ResetPasswordPage', plain);
const VerifyEmailPage = page(() => import('../features/auth/components/verify-email-page'), 'VerifyEmailPage');
const ClientProfilePage = page(() => import('../features/onboarding/components/client-profile-page'), 'ClientProfilePage');
const CandidateProfilePage = page(
  () => import('../features/onboarding/components/candidate-profile-page'),
  'CandidateProfilePage',
);
const EducationPage = page(() => import('../features/onboarding/components/education-page'), 'EducationPage');
const ExperiencePage = page(() => import('../features/onboarding/components/experience-page'), 'ExperiencePage');
const JoinTeamPage = page(() => import('../features/auth/components/join-team-page'), 'JoinTeamPage');
const ConfirmDispoLinkPage = page(() => import('../features/auth/components/mail-link-pages'), 'ConfirmDispoLinkPage');
const KeepAccountLinkPage = page(() => import('../features/auth/components/mail-link-pages'), 'KeepAccountLinkPage');
const VerifyContractPage = page(() => import('../features/contract-check/components/verify-contract-page'), 'VerifyContractPage');
const UnsubscribePage = page(() => import('../features/auth/components/unsubscribe-page'), 'UnsubscribePage');
const TransparencyPage = page(() => import('../features/transparency/transparency-page'), 'TransparencyPage', plain);
const DashboardGate = page(() => import('./routes/dashboard-gate'), 'DashboardGate');
const NotFoundPage = page(() => import('./routes/not-found'), 'NotFoundPage');

/**
 * A 401 on the session sends the user to /login, which says why (a ban is told as such, issue 16)
 * and comes back to the page after login.
 */
function SessionExpiry() {
  const navigate = useNavigate();
  useEffect(() => {
    setSessionExpiredHandler((code) => {
      const reason = code === 'auth.account_blocked' ? 'blocked' : 'expired';
      const from = `${window.location.pathname}${window.location.search}`;
      navigate(paths.login, { replace: true, state: { reason, from } });
    });
  }, [navigate]);
  return null;
}

export function AppRoutes() {
  return (
    <BrowserRouter>
      <SessionExpiry />
      <Routes>
        <Route path={paths.root} element={<Navigate to={paths.home} replace />} />
        <Route path={paths.home} element={<HomePage />} />
        <Route path={paths.transparency} element={<TransparencyPage />} />
        <Route path={paths.login} element={<LoginPage />} />
        <Route path={paths.register} element={<RegisterPage />} />
        <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
        <Route path={paths.legal.notice} element={<LegalNoticePage />} />
        <Route path={paths.legal.privacy} element={<PrivacyPage />} />
        <Route path={paths.legal.terms} element={<TermsPage />} />
        <Route path={paths.resetPassword(':id?')} element={<ResetPasswordPage />} />
        <Route path={paths.verifyClient(':id?')} element={<VerifyEmailPage />} />
        <Route path={paths.verifyCandidate(':id?')} element={<VerifyEmailPage />} />
        <Route path={paths.onboarding.client} element={<ClientProfilePage />} />
        <Route path={paths.onboarding.candidate} element={<CandidateProfilePage />} />
        <Route path={paths.onboarding.education} element={<EducationPage />} />
        <Route path={paths.onboarding.experience} element={<ExperiencePage />} />
        <Route path={paths.joinTeam(':id?')} element={<JoinTeamPage />} />
        <Route path={paths.unsubscribe()} element={<UnsubscribePage />} />
        <Route path={paths.verifyContract} element={<VerifyContractPage />} />
        <Route path={paths.confirmDispo()} element={<ConfirmDispoLinkPage />} />
        <Route path={paths.keepAccount()} element={<KeepAccountLinkPage />} />
        <Route path={`${paths.dashboard.home}/*`} element={<DashboardGate />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </BrowserRouter>
  );
}
