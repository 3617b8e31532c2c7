import { TOKEN_HEADER } from '@passerelle/shared';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** Files and multipart bodies for the upload tests and for the tests that need an uploaded photo. */

/** A valid 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAwS2OUAAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
/** The signature of an OLE compound file: a Word 97–2003 .doc. */
export const DOC = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(1024)]);

/**
 * A multipart/form-data body holding one file under the field `file` (SPEC §7 Uploads), after text fields if any;
 * `fileField` names the file's field otherwise (a client that sends it under another name).
 */
export function multipart(
  file: Buffer,
  filename: string,
  contentType: string,
  fields: Record<string, string> = {},
  fileField = 'file',
) {
  const boundary = '----passerelle-test-boundary';
  const texts = Object.entries(fields)
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
    .join('');
  const head = Buffer.from(
    `${texts}--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, file, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** POSTs one file as multipart to an upload path, with an optional session token. */
export function uploadFile(
  app: FastifyInstance,
  url: string,
  token: string | undefined,
  file: Buffer,
  filename: string,
  contentType: string,
  fields: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  const { payload, headers } = multipart(file, filename, contentType, fields);
  return app.inject({ method: 'POST', url, payload, headers: { ...headers, ...(token ? { [TOKEN_HEADER]: token } : {}) } });
}

/** Uploads the test PNG through `/api/upload` and returns the photo URL the API answered. */
export async function uploadPhoto(app: FastifyInstance, token: string): Promise<string> {
  const res = await uploadFile(app, '/api/upload', token, PNG, 'photo.png', 'image/png');
  if (res.statusCode !== 200) throw new Error(`photo upload failed: ${res.statusCode} ${res.body}`);
  return res.json().data;
}
