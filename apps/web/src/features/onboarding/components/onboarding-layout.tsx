import { Step, StepLabel, Stepper } from '@mui/material';
import { paths } from '@passerelle/shared/paths';
import type { User } from '@passerelle/shared/schemas/auth';
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { AuthLayout } from '../../../components/layout/auth-layout';
import { nextStepFor } from '../../../lib/next-step';
import { useSession } from '../../../lib/session';
import { useDocumentTitle } from '../../../lib/use-document-title';

const CANDIDATE_STEPS = ['Profil', 'Formation', 'Expérience'];

/**
 * The frame of every onboarding step (SPEC §2, §4): without a session the visitor goes home; a user
 * whose step is already done, or of the other role, resumes where they stand.
 */
export function OnboardingLayout({
  title,
  subtitle,
  forRole,
  step,
  done,
  children,
}: {
  title: string;
  subtitle: string;
  forRole: User['role'];
  /** Index among the candidate's three steps; absent for the client. */
  step?: number;
  done: (user: User) => boolean;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  const session = useSession();
  if (!session) return <Navigate to={paths.home} replace />;
  if (session.user.role !== forRole || done(session.user)) return <Navigate to={nextStepFor(session.user)} replace />;
  return (
    <AuthLayout title={title} subtitle={subtitle} wide>
      {step !== undefined && (
        <Stepper activeStep={step} sx={{ mb: 4 }} aria-label="Étapes de votre profil">
          {CANDIDATE_STEPS.map((label) => (
            <Step key={label}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
      )}
      {children}
    </AuthLayout>
  );
}
