import {
  isAdminRole,
  type PersonalDataExport,
  parisToday,
  personalDataFileName,
  type Role,
  type UserEtat,
} from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import type { UserRow } from '../accounts/accounts.repository.js';
import { listCandidateMissions, listClientMissions, type MissionWithParties } from '../missions/missions.repository.js';
import { presentExperience, presentFormation } from '../profiles/profiles.presenter.js';
import {
  type CandidateRow,
  type ClientRow,
  findCandidateByUserId,
  findClientByUserId,
  listExperiences,
  listFormations,
} from '../profiles/profiles.repository.js';
import { presentParties } from '../requests/parties.js';
import { listRequestsOf, type RequestWithParties } from '../requests/requests.repository.js';
import * as repo from './personal-data.repository.js';

/**
 * exportData (RGPD, right of access): everything the platform holds about the caller, as one JSON
 * document; a client company's own records go to its owner only (docs/personal-data.md). Every field is listed here on purpose: the account's password hash, second-factor secrets,
 * recovery codes, session ids and link tokens never leave the server.
 */

const NOTICE =
  'Voici les données personnelles que Passerelle conserve sur vous, à la date indiquée. ' +
  'Pour les faire rectifier, modifiez votre profil ; pour les faire effacer, supprimez votre compte dans « Mon compte » ' +
  'ou écrivez-nous dans le chat.';

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

async function presentCandidate(ctx: AppContext, candidate: CandidateRow): Promise<PersonalDataExport['profilCandidat']> {
  const [formations, experiences] = await Promise.all([
    listFormations(ctx.db, candidate.id),
    listExperiences(ctx.db, candidate.id),
  ]);
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

function presentMission(row: MissionWithParties): PersonalDataExport['missions'][number] {
  const { mission } = row;
  return {
    id: mission.id,
    etat: mission.etat,
    date_debut: mission.dateDebut,
    date_fin: mission.dateFin,
    tjm: Number(mission.tjm),
    ...partiesOf(row),
    createdAt: iso(mission.createdAt),
  };
}

export async function exportPersonalData(
  ctx: AppContext,
  user: UserRow,
  now = new Date(),
): Promise<{ fileName: string; data: PersonalDataExport }> {
  const { db } = ctx;
  const staff = isAdminRole(user.role);
  const [membership, candidate] = await Promise.all([
    user.role === 'client' ? repo.findMembership(db, user.id) : undefined,
    user.role === 'condidat' ? findCandidateByUserId(db, user.id) : undefined,
  ]);
  // The company's own records (its profile, offers, requests, missions, favourites) go to its owner only: a
  // member's export holds what is theirs (docs/personal-data.md), not the company's nor other people's.
  const client = membership?.owner ? await findClientByUserId(db, user.id) : undefined;
  const member = user.role === 'client';
  const [sessions, offers, applications, requests, missions, favourites, chat, notifications, contact, about, byMe] =
    await Promise.all([
      repo.listSessions(db, user.id),
      client ? repo.listClientOffers(db, client.id) : [],
      candidate ? repo.listCandidateApplications(db, candidate.id) : [],
      client ? listRequestsOf(db, { clientId: client.id }) : candidate ? listRequestsOf(db, { candidateId: candidate.id }) : [],
      client ? listClientMissions(db, client.id) : candidate ? listCandidateMissions(db, candidate.id) : [],
      client ? repo.listClientFavourites(db, client.id) : [],
      repo.listChatMessages(db, user.id, staff),
      repo.listNotifications(db, user.id),
      repo.listContactMessages(db, user.email),
      repo.listActionsAbout(db, user.id),
      staff ? repo.listActionsBy(db, user.id) : [],
    ]);
  const [votes, comments, interviews, documents, cras, reviews] = await Promise.all([
    member ? repo.listShortlistVotes(db, user.id) : [],
    member ? repo.listShortlistComments(db, user.id) : [],
    member ? repo.listInterviewsProposedBy(db, user.id) : candidate ? repo.listInterviewsOfCandidate(db, candidate.id) : [],
    candidate ? repo.listComplianceDocuments(db, candidate.id) : [],
    candidate ? repo.listCandidateCras(db, candidate.id) : [],
    candidate ? repo.listCandidateReviews(db, candidate.id) : [],
  ]);

  const data: PersonalDataExport = {
    notice: NOTICE,
    exportedAt: iso(now),
    compte: presentAccount(user),
    sessions: sessions.map((s) => ({
      ...s,
      createdAt: iso(s.createdAt),
      expiresAt: iso(s.expiresAt),
      revokedAt: isoOrNull(s.revokedAt),
    })),
    equipe: membership
      ? {
          clientId: membership.clientId,
          nom_entreprise: membership.nom,
          owner: membership.owner,
          membre_depuis: iso(membership.createdAt),
        }
      : null,
    profilClient: client ? presentClient(client) : null,
    profilCandidat: candidate ? await presentCandidate(ctx, candidate) : null,
    offres: offers.map((o) => ({
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
    })),
    candidatures: applications.map((a) => ({
      id: a.id,
      offreId: a.offerId,
      offre_titre: a.offerTitre,
      etat: a.etat,
      createdAt: iso(a.createdAt),
    })),
    demandes: requests.map((r) => presentRequest(r, Boolean(client))),
    missions: missions.map(presentMission),
    favoris: favourites.map((f) => ({
      id: f.id,
      condidat: { id: f.candidateId, nom: f.nom ?? '', prenom: f.prenom ?? '', titre: f.titre },
      createdAt: iso(f.createdAt),
    })),
    votesSelection: votes.map((v) => ({
      offreId: v.offerId,
      condidat: shortlistParty(v),
      vote: v.vote,
      updatedAt: iso(v.updatedAt),
    })),
    commentairesSelection: comments.map((c) => ({
      id: c.id,
      offreId: c.offerId,
      condidat: shortlistParty(c),
      content: c.content,
      createdAt: iso(c.createdAt),
    })),
    entretiens: interviews.map((i) => ({
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
    })),
    documents: documents.map((d) => ({
      id: d.id,
      type: d.type,
      expire_le: d.expireLe,
      etat: d.etat,
      motif: d.motif,
      createdAt: iso(d.createdAt),
    })),
    cras: cras.map((c) => ({
      id: c.id,
      missionId: c.missionId,
      mois: c.mois,
      jours: c.jours,
      total: Number(c.total),
      etat: c.etat,
      motif: c.motif,
      createdAt: iso(c.createdAt),
    })),
    avis: reviews.map((r) => ({
      id: r.id,
      missionId: r.missionId,
      auteur: r.side === 'cd' ? ('moi' as const) : ('entreprise' as const),
      note: r.note,
      commentaire: r.commentaire,
      masque: r.hiddenAt !== null,
      createdAt: iso(r.createdAt),
    })),
    messagesChat: chat.map((m) => ({
      id: m.id,
      conversation: m.userId,
      envoye_par_moi: m.senderId === user.id,
      from_staff: m.fromStaff,
      content: m.content,
      read: m.readAt !== null,
      createdAt: iso(m.createdAt),
    })),
    notifications: notifications.map((n) => ({
      id: n.id,
      titre: n.titre,
      content: n.content,
      url: n.url,
      read: n.read,
      createdAt: iso(n.createdAt),
    })),
    messagesContact: contact.map((c) => ({
      id: c.id,
      fullname: c.fullname,
      subject: c.subject,
      content: c.content,
      email: c.email,
      createdAt: iso(c.createdAt),
    })),
    actionsEquipeSurMonCompte: about.map((a) => ({
      id: a.id,
      action: a.action,
      details: a.details,
      par: (a.actorRole as Role | null) ?? null,
      createdAt: iso(a.createdAt),
    })),
    mesActionsAdministration: byMe.map((a) => ({
      id: a.id,
      action: a.action,
      details: a.details,
      targetUserId: a.targetUserId,
      targetType: a.targetType,
      targetId: a.targetId,
      createdAt: iso(a.createdAt),
    })),
  };
  return { fileName: personalDataFileName(parisToday(now)), data };
}
