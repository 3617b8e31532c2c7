import type { CandidateProfile, UpdateCandidateInfoBody } from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { fail, failField } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/app/auth.js';
import { callerCandidate } from '../access/access.service.js';
import { type UserRow, updateUser } from '../accounts/accounts.repository.js';
import { skillColumns } from '../skills/skill-keys.js';
import { isOwnStoredPhotoUrl } from '../uploads/uploads.service.js';
import { updateCandidate } from './candidate-profile.repository.js';
import { presentCandidateProfile } from './profiles.presenter.js';
import * as repo from './profiles.repository.js';

/**
 * The candidate's own profile in the dashboard (SPEC §2 Profile screen, §7 myprofile and updateCondInfo).
 * The id in the body is the caller's candidate record id (docs/api.md "Ids in request bodies"): another
 * id, or no profile yet, is 403. Education and experience edits reuse the onboarding steps
 * (profiles.service setFormations / setExperiences): same rules, same replace-the-list behaviour.
 */

async function withEntries(db: Db, candidate: repo.CandidateRow, user: UserRow): Promise<CandidateProfile> {
  const [formations, experiences] = await Promise.all([
    repo.listFormations(db, candidate.id),
    repo.listExperiences(db, candidate.id),
  ]);
  return presentCandidateProfile(candidate, user, formations, experiences);
}

/** myprofile: the whole profile; `user.cv` says whether a CV is on file (its download URL, or null). */
export async function getOwnCandidateProfile(ctx: AppContext, auth: AuthContext, candidateId: number): Promise<CandidateProfile> {
  const candidate = await callerCandidate(ctx.db, auth, { named: candidateId });
  return withEntries(ctx.db, candidate, auth.user);
}

/**
 * updateCondInfo ('Modifier mes info'): names on the account, the rest on the candidate record, in one
 * transaction; skills_norm is rewritten with the skills so that the search sees the new ones at once.
 * The phone and the photo too, when given (DECISIONS §6.9), the photo being one the caller uploaded, as at
 * onboarding. The staff's TJM and the état are not part of this form and stay as they are.
 */
export async function updateCandidateInfo(
  ctx: AppContext,
  auth: AuthContext,
  body: UpdateCandidateInfoBody,
): Promise<CandidateProfile> {
  if (body.img !== undefined && body.img !== auth.user.img && !(await isOwnStoredPhotoUrl(ctx, auth.user.id, body.img))) {
    throw failField('upload.photo_missing', 'img');
  }
  const profile = await ctx.db.transaction(async (tx) => {
    // First in the transaction, before any row lock (skill-catalog.ts: a staff change waits for this write).
    const vocab = await ctx.skills.forWrite(tx);
    const candidate = await callerCandidate(tx, auth, { named: body.id });
    const updated = await updateCandidate(tx, candidate.id, {
      titre: body.titre,
      sex: body.sex,
      dateNaissance: body.date_naiss,
      nivEtude: body.niv_etude,
      nivExp: body.niv_exp,
      resume: body.resume ? body.resume : null,
      ...skillColumns(vocab, body.skills),
      dispo: body.dispo,
      ...(body.jours_semaine ? { joursSemaine: body.jours_semaine } : {}),
      // The rate it proposes (DECISIONS §6.8): absent keeps it, null clears it.
      ...(body.tjm_souhaite !== undefined ? { tjmSouhaite: body.tjm_souhaite } : {}),
      // Saving the availability confirms it (DECISIONS §6.2); the reminders start again from now.
      dispoConfirmeeLe: new Date(),
      dispoRappelLe: null,
    });
    const user = await updateUser(tx, auth.user.id, {
      nom: body.nom,
      prenom: body.prenom,
      ...(body.tel !== undefined ? { tel: body.tel } : {}),
      ...(body.img !== undefined ? { img: body.img } : {}),
    });
    if (!updated || !user) throw fail('auth.unauthenticated');
    return withEntries(tx, updated, user);
  });
  // Skills and availability saved: the client alerts look at the candidate (DECISIONS §6.2).
  ctx.events.emit('candidate.changed', { candidateId: profile.id });
  return profile;
}
