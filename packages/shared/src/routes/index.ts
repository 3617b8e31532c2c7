/**
 * Every API route's contract, by area (issue 14). The server binds each one; the web imports the area
 * it calls from `@passerelle/shared/routes/<area>` so that a page carries only its own schemas.
 */

import type { RouteContract } from '../contract.js';
import { accountsApi, moderationApi } from './accounts.js';
import { adminAccountsApi } from './admin-accounts.js';
import { adminStaffApi } from './admin-staff.js';
import { availabilityApi, candidateAlertsApi, clientAlertsApi } from './alerts.js';
import { billingApi } from './billing.js';
import { chatApi } from './chat.js';
import { contactApi } from './contact.js';
import { contractsApi } from './contracts.js';
import { favouritesApi } from './favourites.js';
import { filesApi } from './files.js';
import { healthApi } from './health.js';
import { legalApi } from './legal.js';
import { matchingApi } from './matching.js';
import { missionWorkApi } from './mission-work.js';
import { missionsApi } from './missions.js';
import { myAccountApi } from './my-account.js';
import { notificationsApi } from './notifications.js';
import { candidateOffersApi, clientOffersApi, staffOffersApi } from './offers.js';
import { overviewApi } from './overview.js';
import { paymentsApi } from './payments.js';
import { payoutsApi } from './payouts.js';
import { candidateProfileApi, profilesApi } from './profiles.js';
import { rankingApi } from './ranking.js';
import { requestsApi } from './requests.js';
import { settingsApi } from './settings.js';
import { briefApi, skillsApi, staffSkillsApi } from './skills.js';
import { statsApi } from './stats.js';
import { interviewsApi, shortlistApi, teamsApi } from './teams.js';
import { techTestApi } from './tech-test.js';
import { twoFactorApi } from './two-factor.js';

export const API = {
  accountsApi,
  moderationApi,
  adminAccountsApi,
  adminStaffApi,
  availabilityApi,
  billingApi,
  clientAlertsApi,
  candidateAlertsApi,
  chatApi,
  contactApi,
  contractsApi,
  favouritesApi,
  filesApi,
  healthApi,
  legalApi,
  matchingApi,
  missionsApi,
  missionWorkApi,
  myAccountApi,
  notificationsApi,
  clientOffersApi,
  candidateOffersApi,
  staffOffersApi,
  overviewApi,
  paymentsApi,
  payoutsApi,
  profilesApi,
  candidateProfileApi,
  rankingApi,
  requestsApi,
  settingsApi,
  skillsApi,
  briefApi,
  staffSkillsApi,
  statsApi,
  teamsApi,
  shortlistApi,
  interviewsApi,
  techTestApi,
  twoFactorApi,
};

function isContract(value: unknown): value is RouteContract {
  return typeof value === 'object' && value !== null && 'url' in value && 'method' in value && 'access' in value;
}

/** Every contract, flattened (areas may group routes one level deeper, by prefix). */
export function allContracts(): RouteContract[] {
  const out: RouteContract[] = [];
  const visit = (value: unknown) => {
    if (isContract(value)) out.push(value);
    else if (typeof value === 'object' && value !== null) for (const child of Object.values(value)) visit(child);
  };
  visit(API);
  return out;
}

export { socketApi } from './realtime.js';
export {
  accountsApi,
  adminAccountsApi,
  adminStaffApi,
  availabilityApi,
  billingApi,
  briefApi,
  candidateAlertsApi,
  candidateOffersApi,
  candidateProfileApi,
  chatApi,
  clientAlertsApi,
  clientOffersApi,
  contactApi,
  contractsApi,
  favouritesApi,
  filesApi,
  healthApi,
  interviewsApi,
  legalApi,
  matchingApi,
  missionsApi,
  missionWorkApi,
  moderationApi,
  myAccountApi,
  notificationsApi,
  overviewApi,
  paymentsApi,
  payoutsApi,
  profilesApi,
  rankingApi,
  requestsApi,
  settingsApi,
  shortlistApi,
  skillsApi,
  staffOffersApi,
  staffSkillsApi,
  statsApi,
  teamsApi,
  techTestApi,
  twoFactorApi,
};
