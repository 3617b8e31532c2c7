import { randomInt } from 'node:crypto';
import {
  CONTRAT_CODE_TRIES,
  CONTRAT_CODE_TTL_MINUTES,
  type Contrat,
  type ContratEtat,
  type ContratType,
  formatIsoDate,
  isAdminRole,
  paths,
  type SetBonCommandeBody,
  type SignContratBody,
  type VerifyContratResponse,
} from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { fail } from '../../lib/errors.js';
import { appLink } from '../../lib/mail/links.js';
import { missionNoticeMail } from '../../lib/mail/mission-mails.js';
import { signValue } from '../../lib/tokens.js';
import type { AuthContext } from '../../plugins/app/auth.js';
import { candidateOf, companyOf, requireAccess } from '../access/access.service.js';
import { recordAdminAction } from '../accounts/accounts.repository.js';
import {
  clientSideRecipients,
  findMissionWithParties,
  lockMission,
  type MissionWithParties,
  updateMission,
} from '../missions/missions.repository.js';
import { html } from '../notifications/notification-html.js';
import { announce, type NewNotification, notify, toCompany } from '../notifications/notifications.service.js';
import { candidateName } from '../requests/parties.js';
import { readSettings } from '../settings/settings.service.js';
import type { ContractFacts } from './contract-pdf.js';
import * as repo from './contracts.repository.js';

/**
 * The PDF engine (pdf-lib, fonts) loads at the first contract drawn, signed or checked, not at the start: the
 * server's memory at idle (issue 34), as invoices.service.ts does for invoices.
 */
const pdf = () => import('./contract-pdf.js');

/**
 * Contracts signed on the platform (DECISIONS §6.5): two documents drawn when a mission is made, each signed
 * by its party with a code mailed to them (simple electronic signature with its proof), checked by anyone
 * from the signed file alone. A signed contract never changes.
 */

const CODE_PURPOSE = 'contract-code';
const TYPES: ContratType[] = ['bon_commande', 'contrat_prestation'];
/** Who signs which document: the company's members the bon_commande, the freelancer its contract. */
const SIGNER_TYPE = { cl: 'bon_commande', cd: 'contrat_prestation' } as const;
export type Side = keyof typeof SIGNER_TYPE;

/** What a contract says, read from the mission, its parties, the settings and the issuer's configuration. */
async function factsOf(ctx: Pick<AppContext, 'config'>, db: Db, missionId: number, drawnAt = new Date()): Promise<ContractFacts> {
  const row = await findMissionWithParties(db, missionId);
  if (!row) throw fail('mission.not_found');
  const settings = await readSettings(db);
  const issuer = ctx.config.invoiceIssuer;
  const { client } = row;
  const clientAddress = await clientAddressOf(db, client.id);
  return {
    missionId,
    platform: issuer
      ? { name: issuer.name, lines: [...issuer.address.split(/\n|, /), `SIREN : ${issuer.siren}`, `TVA : ${issuer.vat}`] }
      : { name: 'Passerelle', lines: ['Plateforme de mise en relation'] },
    client: {
      company: client.nomEntreprise,
      name: client.nomEntreprise,
      lines: clientAddress,
    },
    freelancer: { prenom: row.candidate.prenom ?? '', nom: row.candidate.nom ?? '', titre: row.candidate.titre },
    dateDebut: row.mission.dateDebut,
    dateFin: row.mission.dateFin,
    tjm: row.mission.tjm,
    tjmCandidat: row.mission.tjmCandidat,
    delaiPaiement: settings.delaiPaiement,
    tauxPenalites: settings.tauxPenalites,
    delaiValidationCra: settings.delaiValidationCra,
    bonCommande: row.mission.bonCommande,
    drawnAt,
  };
}

async function clientAddressOf(db: Db, clientId: number): Promise<string[]> {
  const billing = await repo.clientBilling(db, clientId);
  if (!billing) return [];
  return [
    ...(billing.adresse ? [billing.adresse] : []),
    ...(billing.codePostal || billing.ville ? [`${billing.codePostal ?? ''} ${billing.ville ?? ''}`.trim()] : []),
    ...(billing.siren ? [`SIREN : ${billing.siren}`] : ['SIREN : non communiqué']),
  ];
}

/** Draws a mission's two documents and keeps them, unsigned (at `drawnAt`: the demo dates its missions' past). */
export async function drawContracts(ctx: Pick<AppContext, 'config'>, tx: Db, missionId: number, drawnAt = new Date()) {
  const facts = await factsOf(ctx, tx, missionId, drawnAt);
  const { drawContract, sha256Hex } = await pdf();
  for (const type of TYPES) {
    const original = await drawContract(type, facts);
    await repo.insertContract(tx, { missionId, type, original, originalSha256: sha256Hex(original), createdAt: drawnAt });
  }
}

/**
 * Draws a new mission's two contracts, in the transaction that makes the mission, and tells each side that a
 * document waits for its signature. Returns the notified users and the mails to send after the commit.
 */
export async function drawMissionContracts(
  ctx: AppContext,
  tx: Db,
  missionId: number,
): Promise<{ userIds: number[]; mails: ReturnType<typeof missionNoticeMail>[] }> {
  await drawContracts(ctx, tx, missionId);
  const row = await findMissionWithParties(tx, missionId);
  if (!row) throw fail('mission.not_found');
  const dates = `du ${formatIsoDate(row.mission.dateDebut)} au ${formatIsoDate(row.mission.dateFin)}`;
  const notes: NewNotification[] = [
    ...(await toCompany(tx, row.client.id, {
      titre: 'other',
      content: html`Le bon de commande de la mission de <strong>${candidateName(row)}</strong> ${dates} attend votre signature.`,
      url: paths.dashboard.client.missions,
    })),
    {
      userId: row.candidate.userId,
      titre: 'other',
      content: html`Votre contrat de prestation pour la mission chez <strong>${row.client.nomEntreprise}</strong> ${dates} attend votre signature.`,
      url: paths.dashboard.candidate.missions,
    },
  ];
  const userIds = await notify(tx, notes);
  const paragraph = `Une mission ${dates} vient d’être créée sur Passerelle. Relisez le document dans l’onglet « Contrats » de la mission, puis signez-le avec le code que nous vous enverrons par e-mail.`;
  const mails = await signatureMails(ctx, tx, row, TYPES, { subject: 'à signer', title: 'attend votre signature', paragraph });
  return { userIds, mails };
}

/**
 * Draws again, from the mission as it now stands, those of its contracts (of `types`) that nobody has signed,
 * and voids the codes mailed for the previous drawing: one signs what one has read. A signed contract never
 * changes. The caller holds the mission's lock and has written the change; returns the types drawn again.
 */
export async function redrawUnsignedContracts(
  ctx: Pick<AppContext, 'config'>,
  tx: Db,
  missionId: number,
  types: readonly ContratType[] = TYPES,
): Promise<ContratType[]> {
  const redrawn: ContratType[] = [];
  let facts: ContractFacts | undefined;
  for (const row of await repo.listMissionContracts(tx, missionId)) {
    const type = row.type as ContratType;
    if (!types.includes(type)) continue;
    const unsigned = await repo.lockContract(tx, row.id);
    if (unsigned?.etat !== 'a_signer') continue;
    facts ??= await factsOf(ctx, tx, missionId);
    const { drawContract, sha256Hex } = await pdf();
    const original = await drawContract(type, facts);
    await repo.redrawUnsigned(tx, unsigned.id, { original, originalSha256: sha256Hex(original) });
    await repo.deleteCodes(tx, unsigned.id);
    redrawn.push(type);
  }
  return redrawn;
}

/** Each contract's words in a mail's subject, and the page where its signer reads it. */
const SIGNERS: Record<ContratType, { what: string; url: string }> = {
  bon_commande: { what: 'Un bon de commande', url: paths.dashboard.client.missions },
  contrat_prestation: { what: 'Un contrat de prestation', url: paths.dashboard.candidate.missions },
};

/**
 * The mails to each signer of `types`: every member of the company for the bon de commande, the freelancer for
 * the contrat de prestation (but `except`, who made the change). Sent after the commit (`sendMails`).
 */
async function signatureMails(
  ctx: Pick<AppContext, 'config'>,
  tx: Db,
  parties: MissionWithParties,
  types: readonly ContratType[],
  words: { subject: string; title: string; paragraph: string },
  except?: number,
): Promise<ReturnType<typeof missionNoticeMail>[]> {
  const recipients: { email: string; type: ContratType }[] = [];
  if (types.includes('bon_commande'))
    for (const member of await clientSideRecipients(tx, parties.client.id))
      if (member.userId !== except) recipients.push({ email: member.email, type: 'bon_commande' });
  if (types.includes('contrat_prestation') && parties.candidate.userId !== except) {
    const email = await repo.userEmail(tx, parties.candidate.userId);
    if (email) recipients.push({ email, type: 'contrat_prestation' });
  }
  return recipients.map(({ email, type }) =>
    missionNoticeMail(email, {
      subject: `${SIGNERS[type].what} ${words.subject}`,
      title: `${SIGNERS[type].what} ${words.title}`,
      paragraphs: [words.paragraph],
      action: { label: 'Voir le document', url: appLink(ctx, SIGNERS[type].url) },
    }),
  );
}

/**
 * Contracts drawn again (a purchase order set, new dates or rates): each signer is told, in the app and by mail,
 * that a new version awaits its signature and that a code mailed for the old one is void. `except`: who made the
 * change. The notices are written in the caller's transaction; the mails go after its commit (`sendMails`).
 */
export async function redrawNotices(
  ctx: Pick<AppContext, 'config'>,
  tx: Db,
  parties: MissionWithParties,
  redrawn: readonly ContratType[],
  except?: number,
): Promise<{ notices: NewNotification[]; mails: ReturnType<typeof missionNoticeMail>[] }> {
  const name = candidateName(parties);
  const company = parties.client.nomEntreprise;
  const notices: NewNotification[] = [];
  if (redrawn.includes('bon_commande'))
    notices.push(
      ...(await toCompany(tx, parties.client.id, {
        titre: 'other',
        content: html`Le bon de commande de la mission de <strong>${name}</strong> a changé : sa nouvelle version attend votre signature (un code reçu pour l’ancienne ne vaut plus).`,
        url: paths.dashboard.client.missions,
      })),
    );
  if (redrawn.includes('contrat_prestation'))
    notices.push({
      userId: parties.candidate.userId,
      titre: 'other',
      content: html`Votre contrat de prestation pour la mission chez <strong>${company}</strong> a changé : sa nouvelle version attend votre signature (un code reçu pour l’ancienne ne vaut plus).`,
      url: paths.dashboard.candidate.missions,
    });
  const mails = await signatureMails(
    ctx,
    tx,
    parties,
    redrawn,
    {
      subject: 'à signer de nouveau',
      title: 'a changé : sa nouvelle version attend votre signature',
      paragraph: `Le document d’une de vos missions a été modifié sur Passerelle avant d’être signé (ses dates, ses tarifs ou la référence de commande). Relisez sa nouvelle version dans l’onglet « Contrats » de la mission, puis signez-la avec un nouveau code : un code reçu pour l’ancienne version ne vaut plus.`,
    },
    except,
  );
  return { notices: notices.filter((notice) => notice.userId !== except), mails };
}

/**
 * cl/setBonCommande: any member of the mission's company sets its purchase-order reference. The bon_commande is
 * drawn again while unsigned, and a code mailed for the previous drawing stops working: one signs what one has
 * read. Once signed it never changes; the reference still goes on every invoice issued after it (BT-13).
 */
export async function setPurchaseOrder(
  ctx: AppContext,
  auth: AuthContext,
  body: SetBonCommandeBody,
  ip: string | null,
): Promise<void> {
  await requireAccess(ctx.db, auth, 'mission.order', [body.missionId]);
  const nothing = { userIds: [] as number[], mails: [] as ReturnType<typeof missionNoticeMail>[] };
  const told = await ctx.db.transaction(async (tx) => {
    // Locked: two members saving at once, or a CRA validated meanwhile, see one reference or the other, whole.
    const mission = await lockMission(tx, body.missionId);
    if (!mission) throw fail('mission.not_found');
    if (mission.bonCommande === body.reference) return nothing;
    await updateMission(tx, mission.id, { bonCommande: body.reference });
    const redrawn = await redrawUnsignedContracts(ctx, tx, mission.id, ['bon_commande']);
    const parties = await findMissionWithParties(tx, mission.id);
    await recordAdminAction(tx, {
      actorId: auth.user.id,
      action: 'set_bon_commande',
      targetType: 'mission',
      targetId: mission.id,
      details: `Référence de commande : ${mission.bonCommande ?? 'aucune'} → ${body.reference}${redrawn.length > 0 ? ' (bon de commande redessiné)' : ''}`,
      ip,
    });
    // The company's other members: a code one of them was mailed for the previous drawing is void.
    if (!parties) return nothing;
    const { notices, mails } = await redrawNotices(ctx, tx, parties, redrawn, auth.user.id);
    return { userIds: await notify(tx, notices), mails };
  });
  announce(ctx, told.userIds);
  sendMails(ctx, told.mails);
}

function present(row: repo.ContractSummary): Contrat {
  const signed = row.etat === 'signe';
  return {
    id: row.id,
    type: row.type as ContratType,
    etat: row.etat as ContratEtat,
    signe_le: signed && row.signedAt ? row.signedAt.toISOString() : null,
    signataire: signed ? { nom: row.signerNom ?? '', prenom: row.signerPrenom ?? '' } : null,
    sha256: (signed ? row.signedSha256 : row.originalSha256) ?? row.originalSha256,
  };
}

/** Whether the caller is a party to the mission on this side (or staff). */
async function sideOf(
  db: Db,
  auth: AuthContext,
  mission: { clientId: number; candidateId: number },
): Promise<Side | 'staff' | null> {
  if (isAdminRole(auth.user.role)) return 'staff';
  if (auth.user.role === 'client') return (await companyOf(db, auth))?.id === mission.clientId ? 'cl' : null;
  if (auth.user.role === 'condidat') return (await candidateOf(db, auth))?.id === mission.candidateId ? 'cd' : null;
  return null;
}

/** getContrats: cl the bon_commande, cd the contrat_prestation, staff both; another's mission is unknown (404). */
export async function listContracts(ctx: AppContext, auth: AuthContext, missionId: number): Promise<Contrat[]> {
  const mission = await findMissionWithParties(ctx.db, missionId);
  if (!mission) throw fail('mission.not_found');
  const side = await sideOf(ctx.db, auth, { clientId: mission.client.id, candidateId: mission.candidate.id });
  if (!side) throw fail('mission.not_found');
  const rows = await repo.listMissionContracts(ctx.db, missionId);
  return rows.filter((row) => side === 'staff' || row.type === SIGNER_TYPE[side]).map(present);
}

/** The contract the caller may read (its side's, or any for the staff); another's is 404. */
async function visibleContract(db: Db, auth: AuthContext, id: number) {
  const row = await repo.findContract(db, id);
  if (!row) throw fail('contract.not_found');
  const side = await sideOf(db, auth, row);
  if (!side || (side !== 'staff' && row.type !== SIGNER_TYPE[side])) throw fail('contract.not_found');
  return row;
}

/** GET /api/files/contrat/:id: the signed PDF once signed, else the original. */
export async function contractPdf(ctx: AppContext, auth: AuthContext, id: number): Promise<{ name: string; pdf: Uint8Array }> {
  const row = await visibleContract(ctx.db, auth, id);
  const bytes = await repo.contractBytes(ctx.db, id);
  if (!bytes) throw fail('contract.not_found');
  const kind = row.type === 'bon_commande' ? 'bon-de-commande' : 'contrat-de-prestation';
  return {
    name: `${kind}-mission-${row.missionId}${bytes.signed ? '-signe' : ''}.pdf`,
    pdf: bytes.signed ?? bytes.original,
  };
}

/** The contract a signer of this side may sign: its side's, not yet signed. */
async function signableContract(db: Db, auth: AuthContext, side: Side, id: number) {
  const row = await visibleContract(db, auth, id);
  if (row.type !== SIGNER_TYPE[side]) throw fail('contract.not_found');
  if (row.etat === 'signe') throw fail('contract.already_signed');
  return row;
}

/**
 * A code is bound to the drawing it was mailed for (its SHA-256): a redraw deletes the codes, but a code written by a
 * contratCode that read the contract just before a redraw committed would otherwise sign the new version unread.
 */
const codeHash = (ctx: AppContext, contract: { id: number; originalSha256: string }, userId: number, code: string) =>
  signValue(ctx.config.sessionSecret, CODE_PURPOSE, `${contract.id}:${contract.originalSha256}:${userId}:${code}`);

/** contratCode: mails a 6-digit code (10 minutes, 5 tries); a new code voids the last. */
export async function sendCode(ctx: AppContext, auth: AuthContext, side: Side, id: number): Promise<{ expire_le: string }> {
  const row = await signableContract(ctx.db, auth, side, id);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(Date.now() + CONTRAT_CODE_TTL_MINUTES * 60_000);
  await repo.replaceCode(ctx.db, {
    contractId: row.id,
    userId: auth.user.id,
    codeHash: codeHash(ctx, row, auth.user.id, code),
    expiresAt,
  });
  const what = row.type === 'bon_commande' ? 'bon de commande' : 'contrat de prestation';
  const url = side === 'cl' ? paths.dashboard.client.missions : paths.dashboard.candidate.missions;
  ctx.mailer.send(
    missionNoticeMail(auth.user.email, {
      subject: 'votre code de signature',
      title: 'Votre code de signature',
      paragraphs: [
        `Pour signer le ${what} de la mission n° ${row.missionId}, saisissez ce code sur Passerelle : ${code}`,
        `Il est valable ${CONTRAT_CODE_TTL_MINUTES} minutes. Si vous n’avez pas demandé à signer, ignorez ce message.`,
      ],
      action: { label: 'Ouvrir la mission', url: appLink(ctx, url) },
    }),
  );
  return { expire_le: expiresAt.toISOString() };
}

export interface SignerMeta {
  ip: string;
  userAgent: string;
}

/**
 * signContrat: the code is checked (a wrong one spends a try; 5 spent, expired or replaced: a new code is
 * needed), then the signed PDF is made (original + « Certificat de signature ») and kept with its SHA-256.
 */
export async function sign(
  ctx: AppContext,
  auth: AuthContext,
  side: Side,
  body: SignContratBody,
  meta: SignerMeta,
): Promise<{ sha256: string }> {
  await signableContract(ctx.db, auth, side, body.id);
  const outcome = await ctx.db.transaction(async (tx) => {
    const contract = await repo.lockContract(tx, body.id);
    if (!contract) throw fail('contract.not_found');
    if (contract.etat === 'signe') throw fail('contract.already_signed');
    const code = await repo.lockCode(tx, body.id, auth.user.id);
    if (!code || code.expiresAt.getTime() < Date.now() || code.tries >= CONTRAT_CODE_TRIES) return { ok: false as const };
    if (code.codeHash !== codeHash(ctx, contract, auth.user.id, body.code)) {
      // The try is counted even though the answer is a refusal: this transaction commits it.
      await repo.countTry(tx, body.id, auth.user.id, code.tries + 1);
      return { ok: false as const };
    }
    const sha256 = await keepSignature(tx, contract, auth.user, new Date(), meta);
    await repo.deleteCodes(tx, body.id);
    return { ok: true as const, sha256 };
  });
  if (!outcome.ok) throw fail('contract.bad_code');
  return { sha256: outcome.sha256 };
}

/**
 * A signature, kept: the signed PDF (the original + « Certificat de signature »), its SHA-256, the signer as the
 * certificate prints it, and the mission's history. The caller has checked the signer's consent (its code).
 */
export async function keepSignature(
  tx: Db,
  contract: repo.ContractRow,
  signer: { id: number; nom: string | null; prenom: string | null; email: string },
  at: Date,
  meta: SignerMeta,
): Promise<string> {
  const { signContract, sha256Hex } = await pdf();
  const signed = await signContract(contract.original, {
    nom: signer.nom ?? '',
    prenom: signer.prenom ?? '',
    email: signer.email,
    at,
    ip: meta.ip,
    userAgent: meta.userAgent,
    originalSha256: contract.originalSha256,
  });
  const sha256 = sha256Hex(signed);
  await repo.markSigned(tx, contract.id, {
    signed,
    signedSha256: sha256,
    signedAt: at,
    signerId: signer.id,
    signerNom: signer.nom ?? '',
    signerPrenom: signer.prenom ?? '',
    signerEmail: signer.email,
    signerIp: meta.ip,
    signerUserAgent: meta.userAgent,
  });
  await recordAdminAction(tx, {
    actorId: signer.id,
    action: 'sign_contract',
    targetType: 'mission',
    targetId: contract.missionId,
    details: `${contract.type === 'bon_commande' ? 'bon de commande' : 'contrat de prestation'} signé (SHA-256 ${sha256})`,
    ip: meta.ip,
    createdAt: at,
  });
  return sha256;
}

/** The public check: a file is valid when its SHA-256 is a signed contract's (one changed byte: not valid). */
export async function verify(ctx: AppContext, file: Uint8Array): Promise<VerifyContratResponse> {
  const { sha256Hex } = await pdf();
  const row = await repo.findSignedBySha(ctx.db, sha256Hex(file));
  if (!row?.signedAt) return { valide: false };
  return {
    valide: true,
    type: row.type as ContratType,
    signe_le: row.signedAt.toISOString(),
    signataires: [{ nom: row.signerNom ?? '', prenom: row.signerPrenom ?? '' }],
  };
}

/** Whether both of a mission's contracts are signed (a mission starts only then, DECISIONS §6.5). */
export async function bothSigned(db: Db, missionId: number): Promise<boolean> {
  const rows = await repo.listMissionContracts(db, missionId);
  return rows.length === TYPES.length && rows.every((row) => row.etat === 'signe');
}

export function sendMails(ctx: AppContext, mails: ReturnType<typeof missionNoticeMail>[]): void {
  for (const mail of mails) ctx.mailer.send(mail);
}

export { announce };
