import { type ReglagesResponse, type SetReglagesBody, TAUX_PENALITES_DEFAUT } from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { AuthContext } from '../../plugins/app/auth.js';
import { recordAdminAction } from '../accounts/accounts.repository.js';
import * as repo from './settings.repository.js';

/**
 * The root's « Réglages » (DECISIONS §6.5). Other modules read them through `readSettings`: the invoices
 * (delai_paiement, taux_penalites), the payments (emetteur_iban/bic, taux_penalites), the CRA deadline
 * (delai_validation_cra) and the missions' answers to candidates (transparence_tarifs).
 */

/** The settings as the code uses them: amounts as exact decimal text. */
export interface PlatformSettings {
  transparenceTarifs: boolean;
  /** Working days. */
  delaiValidationCra: number;
  /** Calendar days. */
  delaiPaiement: number;
  /** % a year as decimal text, e.g. '12.15'. */
  tauxPenalites: string;
  emetteurIban: string | null;
  emetteurBic: string | null;
}

/** DECISIONS §6.5's defaults (also the migration's). */
export const DEFAULT_SETTINGS: PlatformSettings = {
  transparenceTarifs: true,
  delaiValidationCra: 5,
  delaiPaiement: 30,
  tauxPenalites: TAUX_PENALITES_DEFAUT,
  emetteurIban: null,
  emetteurBic: null,
};

function toSettings(row: repo.SettingsRow): PlatformSettings {
  return {
    transparenceTarifs: row.transparenceTarifs,
    delaiValidationCra: row.delaiValidationCra,
    delaiPaiement: row.delaiPaiement,
    // numeric(5,2) arrives as '12.15'; drop trailing zeros ('10.00' → '10') so it reads like what was typed.
    tauxPenalites: String(Number(row.tauxPenalites)),
    emetteurIban: row.emetteurIban,
    emetteurBic: row.emetteurBic,
  };
}

/** The current settings (any module may call it, inside its own transaction when it passes one). */
export async function readSettings(db: Db): Promise<PlatformSettings> {
  const found = await repo.findSettings(db);
  return found ? toSettings(found.settings) : DEFAULT_SETTINGS;
}

function present(found: repo.SettingsWithAuthor | undefined): ReglagesResponse {
  const settings = found ? toSettings(found.settings) : DEFAULT_SETTINGS;
  return {
    done: true,
    transparence_tarifs: settings.transparenceTarifs,
    delai_validation_cra: settings.delaiValidationCra,
    delai_paiement: settings.delaiPaiement,
    taux_penalites: Number(settings.tauxPenalites),
    emetteur_iban: settings.emetteurIban,
    emetteur_bic: settings.emetteurBic,
    modifie_le: found?.settings.updatedBy ? found.settings.updatedAt.toISOString() : null,
    modifie_par: found?.author ? { nom: found.author.nom ?? '', prenom: found.author.prenom ?? '' } : null,
  };
}

/** getReglages */
export async function getReglages(ctx: AppContext): Promise<ReglagesResponse> {
  return present(await repo.findSettings(ctx.db));
}

const LABELS: Record<keyof SetReglagesBody, string> = {
  transparence_tarifs: 'transparence des tarifs',
  delai_validation_cra: 'délai de validation des CRA',
  delai_paiement: 'délai de paiement',
  taux_penalites: 'taux des pénalités',
  emetteur_iban: 'IBAN de versement',
  emetteur_bic: 'BIC de versement',
};

const shown = (value: unknown) => (value === null || value === undefined ? 'vide' : String(value));

/**
 * setReglages: only the fields sent change; each change is one admin action (who, what, before → after),
 * written in the transaction of the change.
 */
export async function setReglages(
  ctx: AppContext,
  actor: AuthContext,
  body: SetReglagesBody,
  ip: string | null,
): Promise<ReglagesResponse> {
  await ctx.db.transaction(async (tx) => {
    const before = toSettings(await repo.lockSettings(tx));
    const next: PlatformSettings = {
      transparenceTarifs: body.transparence_tarifs ?? before.transparenceTarifs,
      delaiValidationCra: body.delai_validation_cra ?? before.delaiValidationCra,
      delaiPaiement: body.delai_paiement ?? before.delaiPaiement,
      tauxPenalites: body.taux_penalites === undefined ? before.tauxPenalites : String(body.taux_penalites),
      emetteurIban: body.emetteur_iban === undefined ? before.emetteurIban : body.emetteur_iban,
      emetteurBic: body.emetteur_bic === undefined ? before.emetteurBic : body.emetteur_bic,
    };
    const pairs: [keyof SetReglagesBody, unknown, unknown][] = [
      ['transparence_tarifs', before.transparenceTarifs, next.transparenceTarifs],
      ['delai_validation_cra', before.delaiValidationCra, next.delaiValidationCra],
      ['delai_paiement', before.delaiPaiement, next.delaiPaiement],
      ['taux_penalites', before.tauxPenalites, next.tauxPenalites],
      ['emetteur_iban', before.emetteurIban, next.emetteurIban],
      ['emetteur_bic', before.emetteurBic, next.emetteurBic],
    ];
    const changed = pairs.filter(([, a, b]) => a !== b);
    if (changed.length === 0) return;
    await repo.updateSettings(tx, { ...next, updatedBy: actor.user.id });
    for (const [key, a, b] of changed) {
      await recordAdminAction(tx, {
        actorId: actor.user.id,
        action: 'set_reglages',
        targetType: 'reglages',
        targetId: 1,
        details: `${LABELS[key]} : ${shown(a)} → ${shown(b)}`,
        ip,
      });
    }
  });
  return getReglages(ctx);
}
