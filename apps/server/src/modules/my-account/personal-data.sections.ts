import type { PersonalDataExport, Role, UserEtat } from '@passerelle/shared';
import type { Db } from '../../db/client.js';
import type { UserRow } from '../accounts/accounts.repository.js';
import { listCandidateMissions, listClientMissions, type MissionWithParties } from '../missions/missions.repository.js';
import { presentExperience, presentFormation } from '../profiles/profiles.presenter.js';
import { type CandidateRow, type ClientRow, listExperiences, listFormations } from '../profiles/profiles.repository.js';
import { presentParties } from '../requests/parties.js';
import { listRequestsOf, type RequestWithParties } from '../requests/requests.repository.js';
import { readSettings } from '../settings/settings.service.js';
import * as repo from './personal-data.repository.js';

/**
 * The sections of the personal-data export (RGPD, right of access), one function each: what it reads about the
 * person and how it presents it. Every field is listed on purpose: the account's password hash, second-factor
 * secrets, recovery codes, session ids and link tokens never leave the server. A client company's own records
 * (its profile, offers, requests, missions, favourites) go to its owner only (docs/personal-data.md).
 */

/** Whose data, and in which capacities: read once, before the sections. */
export interface DataSubject {
  user: UserRow;
  staff: boolean;
  /** A client account, owner or member of a company. */
  member: boolean;
  membership: Awaited<ReturnType<typeof repo.findMembership>>;
  /** The company's record, for its owner only. */
  client: ClientRow | undefined;
  candidate: CandidateRow | undefined;
}

export type SectionName = Exclude<keyof PersonalDataExport, 'notice' | 'exportedAt'>;
type Section<K extends SectionName> = (db: Db, who: DataSubject) => Promise<PersonalDataExport[K]>;

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

function presentAccount(user: UserRow): PersonalDataExport['compte'] {
  return {
    id: user.id,
    email: user.email,
    role: user.role as Role,
    etat: user.etat as UserEtat,
    nom: user.nom,
    prenom: user.prenom,
    tel: user.tel,
    img: user.img,
    cv: user.cvKey ? { nom: user.cvName, type: user.cvType } : null,
    email_verified_at: isoOrNull(user.emailVerifiedAt),
    cgu_accepted_at: isoOrNull(user.cguAcceptedAt),
    profile_done: user.profileDone,
    formation_done: user.formationDone,
    exp_done: user.expDone,
    last_seen_at: isoOrNull(user.lastSeenAt),
    digest_opt_out: user.digestOptOut,
    double_authentification: user.totpEnabledAt !== null,
    createdAt: iso(user.createdAt),
    updatedAt: iso(user.updatedAt),
  };
}

function presentClient(client: ClientRow): NonNullable<PersonalDataExport['profilClient']> {
  return {
    id: client.id,
    type_client: client.typeClient,
    nom_entreprise: client.nomEntreprise,
    date_creation: client.dateCreation,
    resume: client.resume,
    site_web: client.siteWeb,
    secteur: client.secteur,
    adresse: client.adresse,
    code_postal: client.codePostal,
    ville: client.ville,
    siren: client.siren,
    createdAt: iso(client.createdAt),
  };
}

async function presentCandidate(db: Db, candidate: CandidateRow): Promise<PersonalDataExport['profilCandidat']> {
  const [formations, experiences] = await Promise.all([listFormations(db, candidate.id), listExperiences(db, candidate.id)]);
  return {
    id: candidate.id,
    titre: candidate.titre,
    sex: candidate.sex,
    date_naissance: candidate.dateNaissance,
    niv_etude: candidate.nivEtude,
    niv_exp: candidate.nivExp,
    resume: candidate.resume,
    skills: candidate.skills,
    dispo: candidate.dispo,
    tjm: candidate.tjm,
    tjm_souhaite: candidate.tjmSouhaite,
    formations: formations.map(presentFormation),
    experiences: experiences.map(presentExperience),
    createdAt: iso(candidate.createdAt),
  };
}

function partiesOf(row: RequestWithParties | MissionWithParties) {
  const { condidat, client } = presentParties(row);
  return {
    condidat: { id: condidat.id, nom: condidat.nom, prenom: condidat.prenom, titre: condidat.titre },
    client: { id: client.id, nom_entreprise: client.nom_entreprise },
  };
}

/** The candidate a shortlist vote, comment or interview is about, as the app showed them. */
function shortlistParty(row: { candidateId: number; nom: string | null; prenom: string | null; titre: string }) {
  return { id: row.candidateId, nom: row.nom ?? '', prenom: row.prenom ?? '', titre: row.titre };
}

function presentRequest(row: RequestWithParties, asClient: boolean): PersonalDataExport['demandes'][number] {
  const { request } = row;
  return {
    id: request.id,
    etat: request.etat,
    date_debut: request.dateDebut,
    date_fin: request.dateFin,
    offreId: request.offerId,
    // The candidate is not told who asked for them (staff intermediate, DECISIONS §5), nor the staff's note.
    ...(asClient ? { condidat: partiesOf(row).condidat, observation: request.observation } : {}),
    createdAt: iso(request.createdAt),
  };
}

/**
 * A mission in the export, with the rates its reader may see (DECISIONS §6.5): the client its tjm; the
 * freelancer its tjm_candidat, and the client's tjm while the root keeps rates transparent.
 */
function presentMission(
  row: MissionWithParties,
  rates: { tjm: boolean; tjmCandidat: boolean },
): PersonalDataExport['missions'][number] {
  const { mission } = row;
  return {
    id: mission.id,
    etat: mission.etat,
    date_debut: mission.dateDebut,
    date_fin: mission.dateFin,
    ...(rates.tjm ? { tjm: Number(mission.tjm) } : {}),
    ...(rates.tjmCandidat ? { tjm_candidat: Number(mission.tjmCandidat) } : {}),
    ...partiesOf(row),
    createdAt: iso(mission.createdAt),
  };
}

/** Every section, in the order the file lists them. */
export const SECTIONS: { [K in SectionName]: Section<K> } = {
  compte: async (_db, { user }) => presentAccount(user),
  sessions: async (db, { user }) => {
    const sessions = await repo.listSessions(db, user.id);
    return sessions.map((s) => ({
      ...s,
      createdAt: iso(s.createdAt),
      expiresAt: iso(s.expiresAt),
      revokedAt: isoOrNull(s.revokedAt),
    }));
  },
  equipe: async (_db, { membership }) =>
    membership
      ? {
          clientId: membership.clientId,
          nom_entreprise: membership.nom,
          owner: membership.owner,
          membre_depuis: iso(membership.createdAt),
        }
      : null,
  profilClient: async (_db, { client }) => (client ? presentClient(client) : null),
  profilCandidat: async (db, { candidate }) => (candidate ? presentCandidate(db, candidate) : null),
  offres: async (db, { client }) => {
    const offers = client ? await repo.listClientOffers(db, client.id) : [];
    return offers.map((o) => ({
      id: o.id,
      titre: o.titre,
      description: o.description,
      budget: o.budget,
      date_debut: o.dateDebut,
      date_fin: o.dateFin,
      tech: o.tech,
      etat: o.etat,
      isblocked: o.isblocked,
      createdAt: iso(o.createdAt),
    }));
  },
  candidatures: async (db, { candidate }) => {
    const applications = candidate ? await repo.listCandidateApplications(db, candidate.id) : [];
    return applications.map((a) => ({
      id: a.id,
      offreId: a.offerId,
      offre_titre: a.offerTitre,
      etat: a.etat,
      createdAt: iso(a.createdAt),
    }));
  },
  demandes: async (db, { client, candidate }) => {
    const filter = client ? { clientId: client.id } : candidate ? { candidateId: candidate.id } : null;
    const requests = filter ? await listRequestsOf(db, filter) : [];
    return requests.map((r) => presentRequest(r, Boolean(client)));
  },
  missions: async (db, { client, candidate }) => {
    const missions = client
      ? await listClientMissions(db, client.id)
      : candidate
        ? await listCandidateMissions(db, candidate.id)
        : [];
    const rates = client
      ? { tjm: true, tjmCandidat: false }
      : { tjm: (await readSettings(db)).transparenceTarifs, tjmCandidat: true };
    return missions.map((row) => presentMission(row, rates));
  },
  favoris: async (db, { client }) => {
    const favourites = client ? await repo.listClientFavourites(db, client.id) : [];
    return favourites.map((f) => ({
      id: f.id,
      condidat: { id: f.candidateId, nom: f.nom ?? '', prenom: f.prenom ?? '', titre: f.titre },
      createdAt: iso(f.createdAt),
    }));
  },
  votesSelection: async (db, { user, member }) => {
    const votes = member ? await repo.listShortlistVotes(db, user.id) : [];
    return votes.map((v) => ({
      offreId: v.offerId,
      condidat: shortlistParty(v),
      vote: v.vote,
      updatedAt: iso(v.updatedAt),
    }));
  },
  commentairesSelection: async (db, { user, member }) => {
    const comments = member ? await repo.listShortlistComments(db, user.id) : [];
    return comments.map((c) => ({
      id: c.id,
      offreId: c.offerId,
      condidat: shortlistParty(c),
      content: c.content,
      createdAt: iso(c.createdAt),
    }));
  },
  entretiens: async (db, { user, member, candidate }) => {
    const interviews = await (member
      ? repo.listInterviewsProposedBy(db, user.id)
      : candidate
        ? repo.listInterviewsOfCandidate(db, candidate.id)
        : []);
    return interviews.map((i) => ({
      id: i.id,
      etat: i.etat,
      creneaux: i.creneaux.map(iso),
      creneau: isoOrNull(i.creneau),
      duree_min: i.dureeMin,
      lien_visio: i.lienVisio,
      offreId: i.offerId,
      ...('candidateId' in i ? { condidat: shortlistParty(i) } : {}),
      ...('clientId' in i ? { client: { id: i.clientId, nom_entreprise: i.nomEntreprise } } : {}),
      createdAt: iso(i.createdAt),
    }));
  },
  documents: async (db, { candidate }) => {
    const documents = candidate ? await repo.listComplianceDocuments(db, candidate.id) : [];
    return documents.map((d) => ({
      id: d.id,
      type: d.type,
      expire_le: d.expireLe,
      etat: d.etat,
      motif: d.motif,
      createdAt: iso(d.createdAt),
    }));
  },
  cras: async (db, { candidate }) => {
    const cras = candidate ? await repo.listCandidateCras(db, candidate.id) : [];
    return cras.map((c) => ({
      id: c.id,
      missionId: c.missionId,
      mois: c.mois,
      jours: c.jours,
      total: Number(c.total),
      etat: c.etat,
      motif: c.motif,
      createdAt: iso(c.createdAt),
    }));
  },
  avis: async (db, { candidate }) => {
    const reviews = candidate ? await repo.listCandidateReviews(db, candidate.id) : [];
    return reviews.map((r) => ({
      id: r.id,
      missionId: r.missionId,
      auteur: r.side === 'cd' ? ('moi' as const) : ('entreprise' as const),
      note: r.note,
      commentaire: r.commentaire,
      masque: r.hiddenAt !== null,
      createdAt: iso(r.createdAt),
    }));
  },
  messagesChat: async (db, { user, staff }) => {
    const chat = await repo.listChatMessages(db, user.id, staff);
    return chat.map((m) => ({
      id: m.id,
      conversation: m.userId,
      envoye_par_moi: m.senderId === user.id,
      from_staff: m.fromStaff,
      content: m.content,
      read: m.readAt !== null,
      createdAt: iso(m.createdAt),
    }));
  },
  notifications: async (db, { user }) => {
    const notifications = await repo.listNotifications(db, user.id);
    return notifications.map((n) => ({
      id: n.id,
      titre: n.titre,
      content: n.content,
      url: n.url,
      read: n.read,
      createdAt: iso(n.createdAt),
    }));
  },
  messagesContact: async (db, { user }) => {
    const contact = await repo.listContactMessages(db, user.email);
    return contact.map((c) => ({
      id: c.id,
      fullname: c.fullname,
      subject: c.subject,
      content: c.content,
      email: c.email,
      createdAt: iso(c.createdAt),
    }));
  },
  actionsEquipeSurMonCompte: async (db, { user }) => {
    const about = await repo.listActionsAbout(db, user.id);
    return about.map((a) => ({
      id: a.id,
      action: a.action,
      details: a.details,
      par: (a.actorRole as Role | null) ?? null,
      createdAt: iso(a.createdAt),
    }));
  },
  mesActionsAdministration: async (db, { user, staff }) => {
    const byMe = staff ? await repo.listActionsBy(db, user.id) : [];
    return byMe.map((a) => ({
      id: a.id,
      action: a.action,
      details: a.details,
      targetUserId: a.targetUserId,
      targetType: a.targetType,
      targetId: a.targetId,
      createdAt: iso(a.createdAt),
    }));
  },
};
