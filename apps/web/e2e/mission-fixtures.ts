import type { APIRequestContext } from '@playwright/test';
import {
  call,
  type OnboardedCandidate,
  type OnboardedClient,
  onboardedCandidate,
  onboardedClient,
  validate,
  verifiedUrssaf,
} from './admin-fixtures';
import { adminToken } from './support/accounts';

/**
 * The set-up of the journeys about missions (CRAs, invoices, payments, the staff's marketplace), made once
 * here through the API as the users and the staff would: a client and a candidate ready for a mission, a
 * mission running this month, a submitted report.
 */

export const iso = (d: Date) => d.toISOString().slice(0, 10);

export interface MatchedPair {
  client: OnboardedClient;
  candidate: OnboardedCandidate;
}

/**
 * An onboarded client (company `company`) and an onboarded candidate, both validated by the staff, the
 * candidate's URSSAF attestation verified: a mission of any amount can be made between them (DECISIONS §6.4).
 */
export async function matchedPair(request: APIRequestContext, company: string): Promise<MatchedPair> {
  const client = await onboardedClient(request, company);
  const candidate = await onboardedCandidate(request);
  await validate(request, client.userId, candidate.userId);
  await verifiedUrssaf(request, candidate.token);
  return { client, candidate };
}

export interface RunningMission {
  id: number;
  /** This month in Europe/Paris, `YYYY-MM`: the month its reports are declared for. */
  month: string;
  year: number;
  /** 1 to 12. */
  monthNumber: number;
}

/**
 * The freelancer's daily rate on the fixtures' missions, below the client's 550 € (DECISIONS §6.5): the platform's
 * margin, 90 € a day, shows on the finance screens instead of « 0 € ».
 */
export const FREELANCER_TJM = 460;

/**
 * A request from the client for the candidate, made a mission at 550 € (the freelancer paid FREELANCER_TJM) by the
 * staff, then set running from the first of this month (Europe/Paris) to the 28th two months later. The start is forced past the contracts
 * (DECISIONS §6.5), with its motif: the journeys using it are about reports, invoices and payments.
 */
export async function runningMission(request: APIRequestContext, { client, candidate }: MatchedPair): Promise<RunningMission> {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
  const [year, monthNumber] = today.split('-').map(Number) as [number, number];
  const month = today.slice(0, 7);
  const nextMonth = iso(new Date(Date.UTC(year, monthNumber, 1)));
  const later = iso(new Date(Date.UTC(year, monthNumber + 1, 28)));
  const { data } = await call<{ data: { id: number } }>(request, client.token, '/api/cl/newDmdCond', {
    condidatId: candidate.candidateId,
    clientId: client.clientId,
    date_debut: nextMonth,
    date_fin: later,
  });
  const admin = await adminToken(request);
  const mission = await call<{ data: { id: number } }>(request, admin, '/api/adm/closeDmdOk', {
    id_dmd: data.id,
    tjm: 550,
    tjm_candidat: FREELANCER_TJM,
    date_debut: nextMonth,
    date_fin: later,
  });
  await call(request, admin, '/api/adm/updateMission', {
    id: mission.data.id,
    etat: 'en_cours',
    tjm: 550,
    tjm_candidat: FREELANCER_TJM,
    force: true,
    motif: 'Contrats signés sur papier pour ce parcours',
    date_debut: `${month}-01`,
    date_fin: later,
  });
  return { id: mission.data.id, month, year, monthNumber };
}

/**
 * The candidate declares a full day on each of the month's first `count` weekdays and submits the report;
 * returns its id.
 */
export async function submittedCra(
  request: APIRequestContext,
  candidateToken: string,
  mission: RunningMission,
  count = 2,
): Promise<number> {
  const jours: Record<string, number> = {};
  for (let d = 1; Object.keys(jours).length < count; d++) {
    const day = new Date(Date.UTC(mission.year, mission.monthNumber - 1, d));
    if (day.getUTCDay() % 6 !== 0) jours[iso(day)] = 1;
  }
  const saved = await call<{ id: number }>(request, candidateToken, '/api/cd/saveCra', {
    missionId: mission.id,
    mois: mission.month,
    jours,
  });
  await call(request, candidateToken, '/api/cd/submitCra', { id: saved.id });
  return saved.id;
}
