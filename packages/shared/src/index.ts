import { z } from 'zod';

// Messages zod writes itself (a wrong type, an unknown value) are French too.
z.config(z.locales.fr());

export * from './bank-codes.js';
export * from './billing.js';
export * from './constants.js';
export * from './contract.js';
export * from './dates.js';
export * from './enums.js';
export * from './errors.js';
export * from './french-holidays.js';
export * from './match-score.js';
export * from './messages.js';
export * from './normalize.js';
export * from './paths.js';
export * from './payments.js';
export * from './routes/index.js';
export * from './schemas/account.js';
export * from './schemas/accounts-admin.js';
export * from './schemas/admin.js';
// ── Admin statistics and staff accounts (admin-ui) ──
export * from './schemas/admin-staff.js';
export * from './schemas/admin-stats.js';
export * from './schemas/alerts.js';
export * from './schemas/auth.js';
export * from './schemas/billing.js';
// ── Candidate area (candidate-ui) ──
export * from './schemas/candidate-area.js';
export * from './schemas/chat.js';
export * from './schemas/common.js';
export * from './schemas/contracts.js';
export * from './schemas/fields.js';
export * from './schemas/matching.js';
export * from './schemas/mission-work.js';
export * from './schemas/offers.js';
export * from './schemas/overview.js';
export * from './schemas/payments.js';
export * from './schemas/profiles.js';
export * from './schemas/ranking.js';
export * from './schemas/realtime.js';
export * from './schemas/requests.js';
export * from './schemas/settings.js';
export * from './schemas/skills.js';
export * from './schemas/teams.js';
export * from './siren.js';
export * from './socket.js';
