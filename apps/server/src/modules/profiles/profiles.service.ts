import type {
  CandidateProfile,
  ClientProfile,
  EditClientProfileBody,
  ExperiencesBody,
  FormationsBody,
  NewCandidateProfileBody,
  NewClientProfileBody,
} from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { fail, failField } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/app/auth.js';
import { callerCandidate, callerCompany, candidateOf, companyOf, requireSelf } from '../access/access.service.js';
import { type UserRow, updateUser } from '../accounts/accounts.repository.js';
import { skillColumns, techColumns } from '../skills/skill-keys.js';
import { isOwnStoredPhotoUrl } from '../uploads/uploads.service.js';
import { presentCandidateProfile, presentClientProfile } from './profiles.presenter.js';
import * as repo from './profiles.repository.js';

/**
 * Onboarding profiles (SPEC §2 onboarding screens, §4, §5): the client's company profile, the candidate's
 * profile, education and experience. Each step writes its record and its flag on the user in one
 * transaction, so that the flags (where a user resumes onboarding) always tell the truth. The caller is
 * always the token's user: no call takes the owner from the body.
 */

/** Optional form texts: an empty string means "none" (see optionalText in the shared fields). */
const orNull = (value: string | null | undefined): string | null => (value ? value : null);

/**
 * SPEC §4: the profile is created only after the photo upload succeeded, so the photo must be one of ours,
 * uploaded by the caller (another user's photo URL is refused alike).
 */
async function assertUploadedPhoto(ctx: AppContext, auth: AuthContext, url: string): Promise<void> {
  if (!(await isOwnStoredPhotoUrl(ctx, auth.user.id, url))) throw failField('upload.photo_missing', 'img');
}

/** The caller's user row, locked for the rest of the transaction (see repo.lockUser). */
async function lockCaller(tx: Db, auth: AuthContext): Promise<UserRow> {
  const user = await repo.lockUser(tx, auth.user.id);
  if (!user) throw fail('auth.unauthenticated');
  return user;
}

async function writeUser(tx: Db, userId: number, patch: Parameters<typeof updateUser>[2]): Promise<UserRow> {
  const user = await updateUser(tx, userId, patch);
  if (!user) throw fail('auth.unauthenticated');
  return user;
}

/**
 * The billing identity as the body gives it: all four (the schema's billingComplete rule) or none, and
 * none writes nothing, so that edtmyprofile from a client that does not know the fields keeps them.
 */
function billingOf(body: NewClientProfileBody): Partial<Pick<repo.ClientRow, 'adresse' | 'codePostal' | 'ville' | 'siren'>> {
  if (!body.adresse || !body.code_postal || !body.ville || !body.siren) return {};
  return { adresse: body.adresse, codePostal: body.code_postal, ville: body.ville, siren: body.siren };
}

/** newclinf: the client's company profile; names, phone and photo go on the account. */
export async function createClientProfile(
  ctx: AppContext,
  auth: AuthContext,
  body: NewClientProfileBody,
): Promise<ClientProfile> {
  const img = orNull(body.img);
  if (img) await assertUploadedPhoto(ctx, auth, img);
  return ctx.db.transaction(async (tx) => {
    const user = await lockCaller(tx, auth);
    if (await companyOf(tx, auth)) throw fail('profile.already_exists');
    const client = await repo.insertClient(tx, {
      userId: user.id,
      typeClient: body.type_client,
      nomEntreprise: body.nom_ent,
      dateCreation: body.date_creation,
      resume: orNull(body.resume),
      siteWeb: orNull(body.site_web),
      secteur: body.secteur,
      ...billingOf(body),
    });
    const updated = await writeUser(tx, user.id, {
      nom: body.nom,
      prenom: body.prenom,
      tel: body.tel,
      img,
      profileDone: true,
    });
    return presentClientProfile(client, updated);
  });
}

/** getUserClientInf */
export async function getClientProfile(ctx: AppContext, auth: AuthContext, userId: number): Promise<ClientProfile> {
  requireSelf(auth, userId);
  const client = await callerCompany(ctx.db, auth, { refusal: 'profile.not_found' });
  return presentClientProfile(client, auth.user);
}

/** myprofile: the caller's company profile; `clientId` names its own client record (DECISIONS §2). */
export async function getMyClientProfile(ctx: AppContext, auth: AuthContext, clientId: number): Promise<ClientProfile> {
  const client = await callerCompany(ctx.db, auth, { named: clientId });
  return presentClientProfile(client, auth.user);
}

/**
 * edtmyprofile: the company profile and the account's names, phone and photo, in one transaction. `img`
 * left out keeps the photo, '' or null removes it, and a new one must be a stored upload (as in newclinf).
 */
export async function editClientProfile(ctx: AppContext, auth: AuthContext, body: EditClientProfileBody): Promise<ClientProfile> {
  const img = body.img === undefined ? undefined : orNull(body.img);
  // Another client's record is refused (403) before anything about the photo is said.
  await callerCompany(ctx.db, auth, { named: body.id });
  if (img && img !== auth.user.img) await assertUploadedPhoto(ctx, auth, img);
  return ctx.db.transaction(async (tx) => {
    const user = await lockCaller(tx, auth);
    const client = await callerCompany(tx, auth, { named: body.id });
    const updated = await repo.updateClient(tx, client.id, {
      typeClient: body.type_client,
      nomEntreprise: body.nom_ent,
      dateCreation: body.date_creation,
      resume: orNull(body.resume),
      siteWeb: orNull(body.site_web),
      secteur: body.secteur,
      ...billingOf(body),
    });
    const account = await writeUser(tx, user.id, {
      nom: body.nom,
      prenom: body.prenom,
      tel: body.tel,
      ...(img === undefined ? {} : { img }),
    });
    return presentClientProfile(updated, account);
  });
}

/** newCondinf: the candidate's profile; names, phone and photo go on the account. */
export async function createCandidateProfile(
  ctx: AppContext,
  auth: AuthContext,
  body: NewCandidateProfileBody,
): Promise<CandidateProfile> {
  await assertUploadedPhoto(ctx, auth, body.img);
  const profile = await ctx.db.transaction(async (tx) => {
    // First in the transaction, before any row lock (skill-catalog.ts: a staff change waits for this write).
    const vocab = await ctx.skills.forWrite(tx);
    const user = await lockCaller(tx, auth);
    if (await candidateOf(tx, auth)) throw fail('profile.already_exists');
    const candidate = await repo.insertCandidate(tx, {
      userId: user.id,
      titre: body.titre,
      sex: body.sex,
      dateNaissance: body.date_naiss,
      nivEtude: body.niv_etude,
      nivExp: body.niv_exp,
      resume: orNull(body.resume),
      ...skillColumns(vocab, body.skills),
      dispo: body.dispo,
      joursSemaine: body.jours_semaine ?? 5,
      tjmSouhaite: body.tjm_souhaite ?? null,
      dispoConfirmeeLe: new Date(),
      // The search's copy of the état (candidates.active), read under the lock of the user row.
      active: user.etat === 'active',
    });
    const updated = await writeUser(tx, user.id, {
      nom: body.nom,
      prenom: body.prenom,
      tel: body.tel,
      img: body.img,
      profileDone: true,
    });
    return presentCandidateProfile(candidate, updated, [], []);
  });
  // An account already active when its profile is created meets the client alerts now (DECISIONS §6.2).
  ctx.events.emit('candidate.changed', { candidateId: profile.id });
  return profile;
}

/** getUserCondInf: the profile with its education and experience, in the candidate's order. */
export async function getCandidateProfile(ctx: AppContext, auth: AuthContext, userId: number): Promise<CandidateProfile> {
  requireSelf(auth, userId);
  const candidate = await callerCandidate(ctx.db, auth, { refusal: 'profile.not_found' });
  const [formations, experiences] = await Promise.all([
    repo.listFormations(ctx.db, candidate.id),
    repo.listExperiences(ctx.db, candidate.id),
  ]);
  return presentCandidateProfile(candidate, auth.user, formations, experiences);
}

/** The caller's candidate record, which the education and experience steps need first. */
async function lockCandidateOfCaller(tx: Db, auth: AuthContext): Promise<repo.CandidateRow> {
  await lockCaller(tx, auth);
  return callerCandidate(tx, auth, { refusal: 'profile.required_first' });
}

/** setCondForm: the whole education list replaces the previous one; formation_done becomes true. */
export async function setFormations(ctx: AppContext, auth: AuthContext, body: FormationsBody): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const candidate = await lockCandidateOfCaller(tx, auth);
    await repo.replaceFormations(
      tx,
      candidate.id,
      body.frm.map((f) => ({ nom: f.nom, ecole: f.ecole, dateDebut: f.date_debut, dateFin: f.date_fin })),
    );
    await writeUser(tx, auth.user.id, { formationDone: true });
  });
}

/** setCondExp: the whole experience list replaces the previous one; exp_done becomes true. */
export async function setExperiences(ctx: AppContext, auth: AuthContext, body: ExperiencesBody): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const vocab = await ctx.skills.forWrite(tx);
    const candidate = await lockCandidateOfCaller(tx, auth);
    await repo.replaceExperiences(
      tx,
      candidate.id,
      body.exp.map((e) => ({
        entreprise: e.entreprise,
        lieu: e.lieu,
        dateDebut: e.date_debut,
        dateFin: e.date_fin,
        domaine: e.domaine,
        fonction: e.fonction,
        description: e.description,
        ...techColumns(vocab, e.tech),
      })),
    );
    await writeUser(tx, auth.user.id, { expDone: true });
  });
}
