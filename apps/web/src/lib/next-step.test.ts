import { paths } from '@passerelle/shared/paths';
import { expect, it } from 'vitest';
import { nextStepFor } from './next-step';

const flags = { profile_done: true, formation_done: true, exp_done: true };

it('sends each user to the first incomplete onboarding step', () => {
  expect(nextStepFor({ role: 'client', ...flags, profile_done: false })).toBe(paths.onboarding.client);
  expect(nextStepFor({ role: 'client', ...flags, formation_done: false })).toBe(paths.dashboard.home);
  expect(nextStepFor({ role: 'condidat', ...flags, profile_done: false, formation_done: false })).toBe(
    paths.onboarding.candidate,
  );
  expect(nextStepFor({ role: 'condidat', ...flags, formation_done: false, exp_done: false })).toBe(paths.onboarding.education);
  expect(nextStepFor({ role: 'condidat', ...flags, exp_done: false })).toBe(paths.onboarding.experience);
  expect(nextStepFor({ role: 'condidat', ...flags })).toBe(paths.dashboard.home);
  expect(nextStepFor({ role: 'admin', profile_done: false, formation_done: false, exp_done: false })).toBe(paths.dashboard.home);
});
