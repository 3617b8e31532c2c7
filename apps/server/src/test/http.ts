import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { TOKEN_HEADER } from '@passerelle/shared';
import { multipart } from './multipart.js';
import { parseMail } from './test-app.js';

/** Calls to a listening server over HTTP (a server process, or an app that listens): JSON, files, a candidate. */

/** POSTs a JSON body to a listening server, with an optional session or link token. */
export async function postJson(base: string, url: string, body: unknown, token?: string) {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { [TOKEN_HEADER]: token } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** POSTs one file as multipart (field `file`) over HTTP, with a session token. */
export async function postFile(base: string, url: string, token: string, file: Buffer, name: string, type: string) {
  const { payload, headers } = multipart(file, name, type);
  const res = await fetch(`${base}${url}`, { method: 'POST', body: payload, headers: { ...headers, [TOKEN_HEADER]: token } });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/**
 * A candidate registered and verified through the API of a server process that writes its mails to
 * `dataDir/outbox` (a candidate awaiting validation may send a CV): its session token.
 */
export async function registeredCandidateToken(base: string, dataDir: string, email: string): Promise<string> {
  const password = 'Passerelle-Candidat-2026';
  await postJson(base, '/api/users/newCondidat', {
    type_cmpt: 'condidat',
    email,
    password,
    confirmPassword: password,
    cgu: true,
  });
  const outbox = path.join(dataDir, 'outbox');
  let link: string | undefined;
  for (let i = 0; i < 200 && !link; i++) {
    for (const file of (await readdir(outbox).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')))
      link ??= (await parseMail(await readFile(path.join(outbox, file)))).linkToken;
    if (!link) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const verified = await postJson(base, '/api/users/vrfmail', {}, link);
  if (verified.status !== 200) throw new Error(`vrfmail: ${verified.status} ${JSON.stringify(verified.body)}`);
  return verified.body.token as string;
}
