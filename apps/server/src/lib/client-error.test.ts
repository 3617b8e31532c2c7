import { connect } from 'node:net';
import { MSG } from '@passerelle/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../test/sockets.js';
import { buildTestApp, type TestApp } from '../test/test-app.js';

/**
 * A request Node's HTTP parser refuses before Fastify sees it (issue 16 §6): our JSON refusal, in
 * French, not Node's or Fastify's English body. Sent on a raw TCP socket, as no HTTP client would.
 */
let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await buildTestApp();
  port = Number(new URL(await listen(t.app)).port);
});
afterAll(async () => t.close());

/** Writes `raw` on a new connection and reads everything until the server closes it. */
function exchange(raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(raw));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.setTimeout(5000, () => socket.destroy(new Error('no answer')));
  });
}

function parse(answer: string): { status: number; headers: Record<string, string>; body: string } {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = Object.fromEntries(
    lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  return { status: Number(statusLine.split(' ')[1]), headers, body };
}

describe('a request the HTTP parser refuses', () => {
  const malformed: [string, string][] = [
    ['Content-Length: abc', 'Content-Length: abc\r\n'],
    ['two different Content-Length', 'Content-Length: 2\r\nContent-Length: 3\r\n'],
    ['Content-Length and chunked together', 'Content-Length: 2\r\nTransfer-Encoding: chunked\r\n'],
  ];
  for (const [name, headers] of malformed) {
    it(`${name}: 400 with our JSON body, then the connection closes`, async () => {
      const answer = parse(
        await exchange(`POST /api/users/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${headers}\r\n{}`),
      );
      expect(answer.status).toBe(400);
      expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(answer.headers.connection).toBe('close');
      expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.body));
      expect(JSON.parse(answer.body)).toEqual({
        done: false,
        success: false,
        message: MSG.invalidInput,
        code: 'request.malformed',
      });
    });
  }

  it('headers over the parser limit: 431 with our body', async () => {
    const answer = parse(await exchange(`GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Long: ${'a'.repeat(20_000)}\r\n\r\n`));
    expect(answer.status).toBe(431);
    expect(JSON.parse(answer.body)).toMatchObject({ done: false, message: MSG.bodyTooLarge, code: 'request.headers_too_large' });
  });

  it('a well-formed request on a raw socket is still served', async () => {
    const answer = parse(await exchange('GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n'));
    expect(answer.status).toBe(200);
  });
});
