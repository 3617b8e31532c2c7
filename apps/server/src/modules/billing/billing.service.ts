import {
  type Facturation,
  frenchVatNumber,
  isValidSiren,
  isValidSiret,
  MSG,
  maskIban,
  normalizeIban,
  normalizeSiret,
  parisToday,
  type SetFacturationBody,
} from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import { PayoutFileError, sepaBic, sepaIban } from '../../lib/banking/index.js';
import { AppError, failField } from '../../lib/errors.js';
import type { AuthContext } from '../../plugins/app/auth.js';
import { candidateOf } from '../access/access.service.js';
import { issueAwaitingSelfBilled } from '../invoices/self-billing.js';
import * as repo from './billing.repository.js';

/**
 * The freelancer's billing identity and self-billing mandate (DECISIONS §6.6, CGI art. 289-I-2): the platform
 * issues the freelancer's invoices in its name (AF-YYYY-NNNNNN) once it has them. Saving a complete identity
 * issues every AF invoice that was waiting for it.
 */

function checkedAccount(iban: string, bic: string): { iban: string; bic: string } {
  let checkedIban: string;
  try {
    checkedIban = sepaIban(normalizeIban(iban), 'iban');
  } catch (error) {
    if (error instanceof PayoutFileError) throw failField('billing.bad_iban', 'iban');
    throw error;
  }
  try {
    return { iban: checkedIban, bic: sepaBic(bic, 'bic') };
  } catch (error) {
    // The BIC goes with the IBAN (DECISIONS §6.6: one code), with its own message on its field.
    if (error instanceof PayoutFileError) throw new AppError('billing.bad_iban', { bic: MSG.bicInvalid });
    throw error;
  }
}

/** setFacturation: checks each number with its rule, keeps the stored IBAN when none is sent. */
export async function setFacturation(ctx: AppContext, auth: AuthContext, body: SetFacturationBody): Promise<void> {
  const candidate = await candidateOf(ctx.db, auth);
  if (!candidate) throw failField('billing.mandate_required', 'mandat');
  const siret = normalizeSiret(body.siret);
  if (!isValidSiret(siret) || !isValidSiren(siret.slice(0, 9))) throw failField('billing.bad_siret', 'siret');
  let tvaIntra: string | null = null;
  if (body.regime_tva === 'assujetti') {
    const given = (body.tva_intra ?? '').replace(/\s/g, '').toUpperCase();
    if (!given) throw failField('billing.vat_required', 'tva_intra');
    // A French VAT number is FR, its key, then the SIREN: it must be this SIRET's.
    if (given !== frenchVatNumber(siret.slice(0, 9))) throw failField('billing.bad_vat', 'tva_intra');
    tvaIntra = given;
  }
  const stored = await repo.findCandidateBilling(ctx.db, candidate.id);
  const iban = body.iban ? body.iban : stored?.iban;
  if (!iban) throw failField('billing.bad_iban', 'iban');
  const account = checkedAccount(iban, body.bic);
  if (body.mandat !== true) throw failField('billing.mandate_required', 'mandat');
  await repo.saveCandidateBilling(ctx.db, {
    candidateId: candidate.id,
    raisonSociale: body.raison_sociale,
    siret,
    adresse: body.adresse,
    codePostal: body.code_postal,
    ville: body.ville,
    regimeTva: body.regime_tva,
    tvaIntra,
    iban: account.iban,
    bic: account.bic,
    mandatLe: stored?.mandatLe ?? parisToday(),
  });
  await issueAwaitingSelfBilled(ctx, candidate.id);
}

const EMPTY: Facturation = {
  raison_sociale: null,
  siret: null,
  adresse: null,
  code_postal: null,
  ville: null,
  regime_tva: null,
  tva_intra: null,
  iban: null,
  bic: null,
  mandat: false,
  mandat_le: null,
};

/** getFacturation: the identity as stored, the IBAN masked. */
export async function getFacturation(ctx: AppContext, auth: AuthContext): Promise<Facturation> {
  const candidate = await candidateOf(ctx.db, auth);
  const row = candidate ? await repo.findCandidateBilling(ctx.db, candidate.id) : undefined;
  if (!row) return EMPTY;
  return {
    raison_sociale: row.raisonSociale,
    siret: row.siret,
    adresse: row.adresse,
    code_postal: row.codePostal,
    ville: row.ville,
    regime_tva: row.regimeTva as Facturation['regime_tva'],
    tva_intra: row.tvaIntra,
    iban: maskIban(row.iban),
    bic: row.bic,
    mandat: true,
    mandat_le: row.mandatLe,
  };
}
