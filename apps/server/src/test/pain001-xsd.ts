import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { expect } from 'vitest';
import { validateXML } from 'xmllint-wasm';

/**
 * The schemas the orders are checked against, never copied into the repository (docs/payments.md): taken from
 * Debian's packages at test time, into .tmp/banking-xsd (once per machine).
 *   iso: ISO 20022's own pain.001.001.03.xsd, shipped by tryton-modules-account-payment-sepa for its tests;
 *   dk:  the Deutsche Kreditwirtschaft's SEPA-restricted version of it (EPC SCT rules: EUR only, the SEPA
 *        service level, 70-character names…), shipped inside libhbci4j-core-java's jar.
 */
const XSD_DIR = process.env.PAIN001_XSD_DIR ?? path.resolve(import.meta.dirname, '../../../../.tmp/banking-xsd');
const XSD = { iso: path.join(XSD_DIR, 'pain.001.001.03.iso.xsd'), dk: path.join(XSD_DIR, 'pain.001.001.03.dk.xsd') };
const PACKAGES = ['tryton-modules-account-payment-sepa', 'libhbci4j-core-java'];

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));

function downloadXsds(): void {
  const work = mkdtempSync(path.join(tmpdir(), 'pain001-xsd-'));
  try {
    const download = () => execFileSync('apt-get', ['download', ...PACKAGES], { cwd: work, stdio: 'pipe' });
    try {
      download();
    } catch {
      // A machine whose package lists were never fetched knows no package yet.
      execFileSync('apt-get', ['update', '-qq'], { stdio: 'pipe' });
      download();
    }
    for (const deb of readdirSync(work).filter((f) => f.endsWith('.deb'))) {
      execFileSync('dpkg-deb', ['-x', path.join(work, deb), path.join(work, 'root')]);
    }
    const files = filesUnder(path.join(work, 'root'));
    const iso = files.find((f) => f.endsWith('/account_payment_sepa/tests/pain.001.001.03.xsd'));
    const jar = files.find((f) => f.endsWith('/hbci4j-core.jar'));
    if (!iso || !jar) throw new Error(`pain.001.001.03.xsd not found in ${PACKAGES.join(', ')}`);
    mkdirSync(XSD_DIR, { recursive: true });
    copyFileSync(iso, XSD.iso);
    const dk = unzipSync(readFileSync(jar), { filter: (entry) => entry.name === 'pain.001.001.03.xsd' })['pain.001.001.03.xsd'];
    if (!dk) throw new Error('pain.001.001.03.xsd not found in hbci4j-core.jar');
    writeFileSync(XSD.dk, dk);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

const schemas: Record<keyof typeof XSD, string> = { iso: '', dk: '' };

/** The schema's complaints about an order (none: valid), by libxml2 (xmllint-wasm). */
export async function xsdErrors(xml: string, schema: keyof typeof XSD): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'order.xml', contents: xml }],
    schema: [{ fileName: `${schema}.xsd`, contents: schemas[schema] }],
  });
  return result.valid ? [] : result.errors.map((e) => e.message);
}

/** Fetches the schemas once per machine (docs/payments.md) and reads them: call it in a beforeAll (2 minutes). */
export function loadPain001Schemas(): void {
  if (!existsSync(XSD.iso) || !existsSync(XSD.dk)) downloadXsds();
  schemas.iso = readFileSync(XSD.iso, 'utf8');
  schemas.dk = readFileSync(XSD.dk, 'utf8');
  for (const text of Object.values(schemas))
    expect(text).toContain('targetNamespace="urn:iso:std:iso:20022:tech:xsd:pain.001.001.03"');
}
