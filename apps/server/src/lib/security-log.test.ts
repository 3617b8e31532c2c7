import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeUser } from '../test/factories.js';
import { buildTestApp, type TestApp } from '../test/test-app.js';

/** Security events are logged with who, what, when and where — never a password or a token (issue 9). */
let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
});
afterAll(async () => t.close());

const events = () =>
  lines
    .map((line) => JSON.parse(line) as { security?: Record<string, unknown> })
    .filter((entry) => entry.security)
    .map((entry) => entry.security as Record<string, unknown>);

it('logs failed logins, refused permissions and staff actions, without secrets', async () => {
  const secretPassword = 'Motdepasse-Tres-Secret-42';
  const client = await makeUser(t.app.ctx, { role: 'client' });
  const admin = await makeUser(t.app.ctx, { role: 'admin' });
  const target = await makeUser(t.app.ctx, { role: 'condidat', etat: 'pending' });

  await t.post('/api/users/login', { email: client.email, password: secretPassword }, undefined, {
    remoteAddress: '198.51.100.4',
  });
  await t.post('/api/users/validate', { id: target.user.id }, client.token, { remoteAddress: '198.51.100.5' });
  await t.post('/api/users/validate', { id: target.user.id }, admin.token, { remoteAddress: '198.51.100.6' });

  const found = events();
  expect(found).toContainEqual(
    expect.objectContaining({ event: 'login_failed', email: client.email, ip: '198.51.100.4', at: expect.any(String) }),
  );
  expect(found).toContainEqual(
    expect.objectContaining({
      event: 'access_refused',
      userId: client.user.id,
      ip: '198.51.100.5',
      route: 'POST /api/users/validate',
      status: 403,
    }),
  );
  expect(found).toContainEqual(
    expect.objectContaining({
      event: 'admin_action',
      userId: admin.user.id,
      ip: '198.51.100.6',
      route: 'POST /api/users/validate',
      target: { id: target.user.id },
    }),
  );
  const everything = lines.join('\n');
  expect(everything).not.toContain(secretPassword);
  for (const token of [client.token, admin.token]) expect(everything).not.toContain(token);
});
