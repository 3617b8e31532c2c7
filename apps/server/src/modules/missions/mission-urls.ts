/**
 * Where a notification about a mission leads, in the web app (apps/web/src/config/paths.ts): the
 * candidate's « Mes missions » (its missions, reports and documents) and the company's « Missions ».
 */
export const CANDIDATE_MISSIONS_URL = '/dashb/missions';
export const CLIENT_MISSIONS_URL = '/dashb/mission';
