import { expect, it } from 'vitest';
import { nextStepFor } from './next-step';

const flags = { profile_done: true, formation_done: true, exp_done: true };

it('sends each user to the first incomplete onboarding step', () => {
  expect(nextStepFor({ role: 'client', ...flags, profile_done: false })).toBe('/register/cl/inf');
  expect(nextStepFor({ role: 'client', ...flags, formation_done: false })).toBe('/dashb');
  expect(nextStepFor({ role: 'condidat', ...flags, profile_done: false, formation_done: false })).toBe('/register/cd/inf');
  expect(nextStepFor({ role: 'condidat', ...flags, formation_done: false, exp_done: false })).toBe('/register/cd/educ');
  expect(nextStepFor({ role: 'condidat', ...flags, exp_done: false })).toBe('/register/cd/exp');
  expect(nextStepFor({ role: 'condidat', ...flags })).toBe('/dashb');
  expect(nextStepFor({ role: 'admin', profile_done: false, formation_done: false, exp_done: false })).toBe('/dashb');
});
