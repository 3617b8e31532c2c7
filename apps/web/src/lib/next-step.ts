import { paths } from '@passerelle/shared/paths';
import type { User } from '@passerelle/shared/schemas/auth';

/**
 * Where a signed-in user resumes (SPEC §4, DECISIONS §3): the first incomplete onboarding step,
 * else the dashboard.
 */
export function nextStepFor(user: Pick<User, 'role' | 'profile_done' | 'formation_done' | 'exp_done'>): string {
  if (user.role === 'client') return user.profile_done ? paths.dashboard.home : paths.onboarding.client;
  if (user.role === 'condidat') {
    if (!user.profile_done) return paths.onboarding.candidate;
    if (!user.formation_done) return paths.onboarding.education;
    if (!user.exp_done) return paths.onboarding.experience;
  }
  return paths.dashboard.home;
}
