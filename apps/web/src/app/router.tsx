import { lazy, useEffect } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useNavigate } from 'react-router';
import { paths } from '../config/paths';
import { setSessionExpiredHandler } from '../lib/api-client';

/**
 * Every public route of SPEC §2, each its own chunk; /dashb/* holds the three shells. The declarative
 * router keeps the first page light (the data router weighs twice as much and we use none of its loaders).
 */
const page = <T extends Record<string, React.ComponentType>>(load: () => Promise<T>, name: keyof T) =>
  lazy(async () => {
    const [module, { QueryScope }] = await Promise.all([load(), import('../lib/query-scope')]);
    const Page = module[name] as React.ComponentType;
    return {
      default: () => (
        <QueryScope>
          <Page />
        </QueryScope>
      ),
    };
  });

// The landing page provides react-query itself, to its lazily loaded contact form only.
const HomePage = lazy(() => import('../features/landing/components/home-page').then((m) => ({ default: m.HomePage })));
const LoginPage = page(() => import('../features/auth/components/login-page'), 'LoginPage');
const RegisterPage = page(() => import('../features/auth/components/register-page'), 'RegisterPage');
const ForgotPasswordPage = page(() => import('../features/auth/components/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = page(() => import('../features/auth/components/reset-password-page'), 'ResetPasswordPage');
const VerifyEmailPage = page(() => import('../features/auth/components/verify-email-page'), 'VerifyEmailPage');
const ClientProfilePage = page(() => import('../features/onboarding/components/client-profile-page'), 'ClientProfilePage');
const CandidateProfilePage = page(
  () => import('../features/onboarding/components/candidate-profile-page'),
  'CandidateProfilePage',
);
const EducationPage = page(() => import('../features/onboarding/components/education-page'), 'EducationPage');
const ExperiencePage = page(() => import('../features/onboarding/components/experience-page'), 'ExperiencePage');
const UnsubscribePage = page(() => import('../features/auth/components/unsubscribe-page'), 'UnsubscribePage');
const DashboardGate = page(() => import('./routes/dashboard-gate'), 'DashboardGate');
const NotFoundPage = page(() => import('./routes/not-found'), 'NotFoundPage');

/** A 401 on the session sends the user to /login, which says why. */
function SessionExpiry() {
  const navigate = useNavigate();
  useEffect(() => {
    setSessionExpiredHandler(() => navigate(paths.login, { replace: true, state: { reason: 'expired' } }));
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
        <Route path={paths.login} element={<LoginPage />} />
        <Route path={paths.register} element={<RegisterPage />} />
        <Route path={paths.forgotPassword} element={<ForgotPasswordPage />} />
        <Route path="/acc/rst-pass/:id?" element={<ResetPasswordPage />} />
        <Route path="/register/vfcl/:id?" element={<VerifyEmailPage />} />
        <Route path="/register/vfcd/:id?" element={<VerifyEmailPage />} />
        <Route path={paths.onboarding.client} element={<ClientProfilePage />} />
        <Route path={paths.onboarding.candidate} element={<CandidateProfilePage />} />
        <Route path={paths.onboarding.education} element={<EducationPage />} />
        <Route path={paths.onboarding.experience} element={<ExperiencePage />} />
        <Route path="/desabonnement/:token" element={<UnsubscribePage />} />
        <Route path={`${paths.dashboard}/*`} element={<DashboardGate />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </BrowserRouter>
  );
}
