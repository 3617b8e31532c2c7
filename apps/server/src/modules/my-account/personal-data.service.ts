import { isAdminRole, type PersonalDataExport, parisToday, personalDataFileName } from '@passerelle/shared';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../accounts/accounts.repository.js';
import { findCandidateByUserId, findClientByUserId } from '../profiles/profiles.repository.js';
import * as repo from './personal-data.repository.js';
import { type DataSubject, SECTIONS, type SectionName } from './personal-data.sections.js';

/**
 * exportData (RGPD, right of access): everything the platform holds about the caller, as one JSON document made
 * of the sections of personal-data.sections.ts, each reading and presenting its own part.
 */

const NOTICE =
  'Voici les données personnelles que Passerelle conserve sur vous, à la date indiquée. ' +
  'Pour les faire rectifier, modifiez votre profil ; pour les faire effacer, supprimez votre compte dans « Mon compte » ' +
  'ou écrivez-nous dans le chat.';

async function subjectOf(db: Db, user: UserRow): Promise<DataSubject> {
  const member = user.role === 'client';
  const [membership, candidate] = await Promise.all([
    member ? repo.findMembership(db, user.id) : undefined,
    user.role === 'condidat' ? findCandidateByUserId(db, user.id) : undefined,
  ]);
  // The company's own records go to its owner only: a member's export holds what is theirs, not the company's.
  const client = membership?.owner ? await findClientByUserId(db, user.id) : undefined;
  return { user, staff: isAdminRole(user.role), member, membership, client, candidate };
}

export async function exportPersonalData(
  db: Db,
  user: UserRow,
  now = new Date(),
): Promise<{ fileName: string; data: PersonalDataExport }> {
  const who = await subjectOf(db, user);
  const names = Object.keys(SECTIONS) as SectionName[];
  const values = await Promise.all(names.map((name) => SECTIONS[name](db, who)));
  const sections = Object.fromEntries(names.map((name, i) => [name, values[i]])) as Pick<PersonalDataExport, SectionName>;
  const data: PersonalDataExport = { notice: NOTICE, exportedAt: now.toISOString(), ...sections };
  return { fileName: personalDataFileName(parisToday(now)), data };
}
