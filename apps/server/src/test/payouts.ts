import { addDays, parisToday } from '@passerelle/shared';
import type { AppContext } from '../context.js';
import { candidateBilling } from '../db/schema/index.js';
import { makeCandidate } from './marketplace.js';
import { makeInvoice, makePayment } from './payments.js';

/** Test data of money out (DECISIONS §6.7): self-billed invoices due to freelancers with or without an account. */

export const PLATFORM_ACCOUNT = { emetteur_iban: 'FR7630006000011234567890189', emetteur_bic: 'AGRIFRPP' };

/** A freelancer with a billing identity (IBAN, BIC) unless `iban: null`. */
export async function makeFreelancer(
  ctx: AppContext,
  options: { iban?: string | null; prenom?: string; nom?: string; raisonSociale?: string } = {},
) {
  const made = await makeCandidate(ctx, { prenom: options.prenom ?? 'Léa', nom: options.nom ?? 'Müller' });
  if (options.iban !== null) {
    await ctx.db.insert(candidateBilling).values({
      candidateId: made.candidate.id,
      raisonSociale: options.raisonSociale ?? `${options.prenom ?? 'Léa'} ${options.nom ?? 'Müller'} EI`,
      siret: '73282932000074',
      adresse: '3 rue des Lilas',
      codePostal: '69003',
      ville: 'Lyon',
      regimeTva: 'franchise',
      iban: options.iban ?? 'FR1420041010050500013M02606',
      bic: 'PSSTFRPPPAR',
      mandatLe: '2026-01-05',
    });
  }
  return made;
}

/**
 * A client invoice and its freelancer's AF invoice (`days` at `tjm`, AF at `tjmCandidat`), the client invoice paid in
 * full unless `paid: false`.
 */
export async function makeSelfBilled(
  ctx: AppContext,
  options: { clientId: number; candidateId: number; issuedOn?: string; days?: number; tjmCandidat?: string; paid?: boolean },
) {
  const issuedOn = options.issuedOn ?? addDays(parisToday(), -10);
  const source = await makeInvoice(ctx, { clientId: options.clientId, issuedOn, days: options.days });
  const af = await makeInvoice(ctx, {
    clientId: options.clientId,
    issuedOn,
    days: options.days,
    type: 'autofacturation',
    sourceInvoiceId: source.id,
    candidateId: options.candidateId,
    tjm: options.tjmCandidat ?? '500.000',
  });
  if (options.paid !== false) await makePayment(ctx, source.id, source.ttc, issuedOn);
  return { source, af };
}
