import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { clients, contractCodes, contracts, missions, users } from '../../db/schema/index.js';

/** Queries of the contracts module. */

export type ContractRow = typeof contracts.$inferSelect;
export type ContractSummary = Omit<ContractRow, 'original' | 'signed'>;

const summary = {
  id: contracts.id,
  missionId: contracts.missionId,
  type: contracts.type,
  etat: contracts.etat,
  originalSha256: contracts.originalSha256,
  signedSha256: contracts.signedSha256,
  signedAt: contracts.signedAt,
  signerId: contracts.signerId,
  signerNom: contracts.signerNom,
  signerPrenom: contracts.signerPrenom,
  signerEmail: contracts.signerEmail,
  signerIp: contracts.signerIp,
  signerUserAgent: contracts.signerUserAgent,
  createdAt: contracts.createdAt,
};

export async function insertContract(db: Db, values: typeof contracts.$inferInsert): Promise<number> {
  const [row] = await db.insert(contracts).values(values).returning({ id: contracts.id });
  if (!row) throw new Error('insert contracts returned nothing');
  return row.id;
}

/** A mission's contracts, the bon_commande first, without their bytes. */
export async function listMissionContracts(db: Db, missionId: number): Promise<ContractSummary[]> {
  return db.select(summary).from(contracts).where(eq(contracts.missionId, missionId)).orderBy(asc(contracts.type));
}

/** A contract without its bytes, with the parties of its mission (for access checks). */
export async function findContract(
  db: Db,
  id: number,
): Promise<(ContractSummary & { clientId: number; candidateId: number }) | undefined> {
  const [row] = await db
    .select({ ...summary, clientId: missions.clientId, candidateId: missions.candidateId })
    .from(contracts)
    .innerJoin(missions, eq(missions.id, contracts.missionId))
    .where(eq(contracts.id, id))
    .limit(1);
  return row;
}

/** Locks a contract until the transaction ends (one signature at a time). */
export async function lockContract(tx: Db, id: number): Promise<ContractRow | undefined> {
  const [row] = await tx.select().from(contracts).where(eq(contracts.id, id)).limit(1).for('update');
  return row;
}

export async function contractBytes(
  db: Db,
  id: number,
): Promise<{ original: Uint8Array; signed: Uint8Array | null } | undefined> {
  const [row] = await db
    .select({ original: contracts.original, signed: contracts.signed })
    .from(contracts)
    .where(eq(contracts.id, id))
    .limit(1);
  return row;
}

export async function markSigned(tx: Db, id: number, values: Partial<typeof contracts.$inferInsert>): Promise<void> {
  await tx
    .update(contracts)
    .set({ ...values, etat: 'signe' })
    .where(and(eq(contracts.id, id), eq(contracts.etat, 'a_signer')));
}

/** A new drawing of a contract not yet signed (its mission's terms or purchase order changed); a signed one never changes. */
export async function redrawUnsigned(
  tx: Db,
  id: number,
  values: { original: Uint8Array; originalSha256: string },
): Promise<void> {
  await tx
    .update(contracts)
    .set(values)
    .where(and(eq(contracts.id, id), eq(contracts.etat, 'a_signer')));
}

/** The signed contract whose PDF has this SHA-256 (served by contracts_signed_sha256_key). */
export async function findSignedBySha(db: Db, sha256: string): Promise<ContractSummary | undefined> {
  const [row] = await db.select(summary).from(contracts).where(eq(contracts.signedSha256, sha256)).limit(1);
  return row;
}

/** A new code replaces the signer's last one for this contract (its tries start again). */
export async function replaceCode(
  db: Db,
  values: { contractId: number; userId: number; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .insert(contractCodes)
    .values({ ...values, tries: 0 })
    .onConflictDoUpdate({
      target: [contractCodes.contractId, contractCodes.userId],
      set: { codeHash: values.codeHash, expiresAt: values.expiresAt, tries: 0, createdAt: new Date() },
    });
}

export async function lockCode(tx: Db, contractId: number, userId: number) {
  const [row] = await tx
    .select()
    .from(contractCodes)
    .where(and(eq(contractCodes.contractId, contractId), eq(contractCodes.userId, userId)))
    .limit(1)
    .for('update');
  return row;
}

export async function countTry(tx: Db, contractId: number, userId: number, tries: number): Promise<void> {
  await tx
    .update(contractCodes)
    .set({ tries })
    .where(and(eq(contractCodes.contractId, contractId), eq(contractCodes.userId, userId)));
}

export async function deleteCodes(tx: Db, contractId: number): Promise<void> {
  await tx.delete(contractCodes).where(eq(contractCodes.contractId, contractId));
}

/** The company's billing identity as the bon_commande prints it. */
export async function clientBilling(db: Db, clientId: number) {
  const [row] = await db
    .select({ adresse: clients.adresse, codePostal: clients.codePostal, ville: clients.ville, siren: clients.siren })
    .from(clients)
    .where(eq(clients.id, clientId))
    .limit(1);
  return row;
}

export async function userEmail(db: Db, userId: number): Promise<string | undefined> {
  const [row] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.email;
}
