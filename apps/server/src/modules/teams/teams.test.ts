import { INVITATIONS_PER_HOUR } from '@passerelle/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientMembers, clients, formerMembers, offers, teamInvitations, users } from '../../db/schema/index.js';
import { expectFailure } from '../../test/assertions.js';
import { makeUser, TEST_PASSWORD, uniqueEmail } from '../../test/factories.js';
import { type MadeClient, makeCandidate, makeClient, makeInvitation, makeMember, makeOffer } from '../../test/marketplace.js';
import { connected, disconnected, listen, socketFor } from '../../test/sockets.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let owner: MadeClient;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await makeClient(t.app.ctx, { nomEntreprise: 'Nexa Conseil', prenom: 'Claire', nom: 'Durand' });
});
afterAll(async () => t.close());

const JOIN = { nom: 'Lefèvre', prenom: 'Camille', password: 'Passerelle-Equipe-7!', confirmPassword: 'Passerelle-Equipe-7!' };

async function invite(email: string, who: { token: string } = owner) {
  return t.post('/api/cl/inviteMember', { email }, who.token);
}

async function lastMailTo(email: string) {
  const mails = (await t.outbox()).filter((m) => m.to.includes(email));
  return mails.at(-1);
}

describe('client teams', () => {
  it('invites by mail; the link creates a verified member who acts on the company and is listed by every member', async () => {
    const email = uniqueEmail('collegue');
    const res = await invite(email);
    expect(res.statusCode, res.body).toBe(200);
    const mail = await lastMailTo(email);
    // Issue 28 §6: no text the inviter chose in the subject; the body names the company and the inviter.
    expect(mail?.subject).toBe('Passerelle : invitation à rejoindre une équipe');
    expect(mail?.text).toContain('Claire Durand vous invite à rejoindre l’équipe de Nexa Conseil');
    expect(mail?.link).toMatch(/^http:\/\/localhost:3000\/register\/team\/[A-Za-z0-9_-]+$/);
    const pending = (await t.post('/api/cl/getInvitations', {}, owner.token)).json().invitations;
    expect(pending).toEqual([expect.objectContaining({ email, expired: false })]);

    const shown = await t.post('/api/users/teamInvitation', {}, mail?.linkToken);
    expect(shown.json()).toEqual({ done: true, email, nom_entreprise: 'Nexa Conseil' });
    const joined = await t.post('/api/users/joinTeam', JOIN, mail?.linkToken);
    expect(joined.statusCode, joined.body).toBe(200);
    const { token, user } = joined.json();
    expect(user).toMatchObject({ email, role: 'client', etat: 'active', profile_done: true });
    // The link is single use; the invitation is no longer pending.
    expect((await t.post('/api/users/joinTeam', JOIN, mail?.linkToken)).statusCode).toBe(401);
    expect((await t.post('/api/cl/getInvitations', {}, owner.token)).json().invitations).toEqual([]);
    const ownerNotes = (await t.post('/api/cl/getMyNotif', {}, owner.token)).json().data;
    expect(ownerNotes[0]).toMatchObject({
      content: '<strong>Camille Lefèvre</strong> a rejoint votre équipe.',
      url: '/dashb/equipe',
    });
    // The member logs in with the password it chose.
    expect((await t.post('/api/users/login', { email, password: JOIN.password })).statusCode).toBe(200);

    // The company is one record: getUserClientInf answers it, and the company's offers are the member's.
    const profile = (await t.post('/api/cl/getUserClientInf', { id: user.id }, token)).json();
    expect(profile.data ?? profile).toMatchObject({ id: owner.client.id, nom_entreprise: 'Nexa Conseil' });
    const offer = await makeOffer(t.app.ctx, owner.client.id);
    const mine = await t.post('/api/cl/getMyOffre', { id: owner.client.id }, token);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(JSON.stringify(mine.json())).toContain(`"id":${offer.id}`);

    for (const who of [owner.token, token]) {
      const members = (await t.post('/api/cl/getMembers', {}, who)).json().members;
      expect(members.map((m: { email: string; owner: boolean }) => [m.email, m.owner])).toEqual([
        [owner.email, true],
        [email, false],
      ]);
    }
    const staff = await makeUser(t.app.ctx, { role: 'admin' });
    const seen = (await t.post('/api/adm/getClientMembers', { clientId: owner.client.id }, staff.token)).json().members;
    expect(seen.map((m: { id: number }) => m.id)).toEqual([owner.user.id, user.id]);
  });

  it('refuses an address that has an account, whatever its role, without naming the role, and stores nothing', async () => {
    const candidate = await makeCandidate(t.app.ctx);
    const colleague = await makeClient(t.app.ctx);
    for (const email of [candidate.email, colleague.email.toUpperCase()]) {
      const before = (await t.outbox()).length;
      expectFailure(await invite(email), 'team.email_taken');
      expect((await t.outbox()).length).toBe(before);
    }
    const rows = await t.app.ctx.db.select().from(teamInvitations).where(eq(teamInvitations.email, candidate.email));
    expect(rows).toEqual([]);
  });

  it('keeps the team to its owner: a member may not invite, remove or see the invitations', async () => {
    const member = await makeMember(t.app.ctx, owner.client.id);
    expectFailure(await invite(uniqueEmail('x'), member), 'team.owner_only');
    expectFailure(await t.post('/api/cl/getInvitations', {}, member.token), 'team.owner_only');
    expectFailure(await t.post('/api/cl/removeMember', { id: owner.user.id }, member.token), 'team.owner_only');
    // The owner is never removed; a member of another company is unknown here.
    expectFailure(await t.post('/api/cl/removeMember', { id: owner.user.id }, owner.token), 'team.cannot_remove_owner');
    const stranger = await makeMember(t.app.ctx, (await makeClient(t.app.ctx)).client.id);
    expectFailure(await t.post('/api/cl/removeMember', { id: stranger.user.id }, owner.token), 'team.member_not_found');
  });

  it('refuses garbage, expired, revoked and replaced links with 401 and creates no account', async () => {
    const expired = await makeInvitation(t.app.ctx, owner.client.id, { expiresAt: new Date(Date.now() - 1000) });
    const revoked = await makeInvitation(t.app.ctx, owner.client.id);
    expect((await t.post('/api/cl/revokeInvitation', { id: revoked.id }, owner.token)).statusCode).toBe(200);
    const resent = await makeInvitation(t.app.ctx, owner.client.id);
    expect((await t.post('/api/cl/resendInvitation', { id: resent.id }, owner.token)).statusCode).toBe(200);
    for (const token of ['garbage', expired.token, revoked.token, resent.token]) {
      expectFailure(await t.post('/api/users/teamInvitation', {}, token), 'auth.link_invalid');
      expectFailure(await t.post('/api/users/joinTeam', JOIN, token), 'auth.link_invalid');
    }
    for (const email of [expired.email, revoked.email, resent.email]) {
      expect(await t.app.ctx.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    }
    // The resent mail's link works, and the expired invitation is listed as such until resent.
    const listed = (await t.post('/api/cl/getInvitations', {}, owner.token)).json().invitations;
    expect(listed.find((i: { id: number }) => i.id === expired.id)).toMatchObject({ expired: true });
    const mail = await lastMailTo(resent.email);
    expect((await t.post('/api/users/joinTeam', JOIN, mail?.linkToken)).statusCode).toBe(200);
    // Another company's invitation is not the owner's to revoke.
    const foreign = await makeInvitation(t.app.ctx, (await makeClient(t.app.ctx)).client.id);
    expectFailure(await t.post('/api/cl/revokeInvitation', { id: foreign.id }, owner.token), 'team.invitation_not_found');
  });

  it('removes a member: its sessions end at once, its socket closes, it can no longer log in', async () => {
    const member = await makeMember(t.app.ctx, owner.client.id);
    const base = await listen(t.app);
    const socket = socketFor(base, member.token);
    await connected(socket);
    const closed = disconnected(socket);
    expect((await t.post('/api/cl/removeMember', { id: member.user.id }, owner.token)).statusCode).toBe(200);
    await closed;
    socket.close();
    expect((await t.post('/api/cl/getMembers', {}, member.token)).statusCode).toBe(401);
    const login = await t.post('/api/users/login', { email: member.email, password: TEST_PASSWORD });
    expect(login.statusCode).toBe(403);
    const members = (await t.post('/api/cl/getMembers', {}, owner.token)).json().members;
    expect(members.map((m: { id: number }) => m.id)).not.toContain(member.user.id);
  });

  it('lets the owner invite a removed member again: the link reopens the same account, with fresh name, password and sessions', async () => {
    const company = await makeClient(t.app.ctx, { nomEntreprise: 'Retour SA' });
    const member = await makeMember(t.app.ctx, company.client.id, { prenom: 'Hugo', nom: 'Moreau' });
    const offer = await makeOffer(t.app.ctx, company.client.id);
    expect((await t.post('/api/cl/removeMember', { id: member.user.id }, company.token)).statusCode).toBe(200);
    expect(await t.app.ctx.db.select().from(formerMembers).where(eq(formerMembers.userId, member.user.id))).toEqual([
      expect.objectContaining({ clientId: company.client.id }),
    ]);
    // It had a second factor: whoever reads the invitation chooses the new password, so that factor goes.
    await t.app.ctx.db
      .update(users)
      .set({ totpSecret: 'secret-chiffre', totpEnabledAt: new Date(), totpRecovery: ['empreinte'] })
      .where(eq(users.id, member.user.id));

    const invited = await invite(member.email, company);
    expect(invited.statusCode, invited.body).toBe(200);
    const mail = await lastMailTo(member.email);
    const joined = await t.post('/api/users/joinTeam', { ...JOIN, prenom: 'Hugues', nom: 'Moreau-Petit' }, mail?.linkToken);
    expect(joined.statusCode, joined.body).toBe(200);
    const { token, user } = joined.json();
    // The same account, reopened with the company's état and the form's name.
    expect(user).toMatchObject({
      id: member.user.id,
      email: member.email,
      etat: 'active',
      nom: 'Moreau-Petit',
      prenom: 'Hugues',
    });
    expect(await t.app.ctx.db.select().from(formerMembers).where(eq(formerMembers.userId, member.user.id))).toEqual([]);
    const [reopened] = await t.app.ctx.db.select().from(users).where(eq(users.id, member.user.id));
    expect(reopened).toMatchObject({ totpSecret: null, totpEnabledAt: null, totpRecovery: [] });
    // Access restored with the new session; the session of before stays ended; the old password no longer works.
    const mine = await t.post('/api/cl/getMyOffre', { id: company.client.id }, token);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(JSON.stringify(mine.json())).toContain(`"id":${offer.id}`);
    expect((await t.post('/api/cl/getMembers', {}, member.token)).statusCode).toBe(401);
    expect((await t.post('/api/users/login', { email: member.email, password: TEST_PASSWORD })).statusCode).toBe(401);
    expect((await t.post('/api/users/login', { email: member.email, password: JOIN.password })).statusCode).toBe(200);
    const members = (await t.post('/api/cl/getMembers', {}, company.token)).json().members;
    expect(members.map((m: { id: number; owner: boolean }) => [m.id, m.owner])).toEqual([
      [company.user.id, true],
      [member.user.id, false],
    ]);
  });

  it('never reopens an account the staff blocked, before or after its removal', async () => {
    const company = await makeClient(t.app.ctx);
    const staff = await makeUser(t.app.ctx, { role: 'admin' });
    // Blocked by the staff after its removal.
    const after = await makeMember(t.app.ctx, company.client.id);
    expect((await t.post('/api/cl/removeMember', { id: after.user.id }, company.token)).statusCode).toBe(200);
    expect((await t.post('/api/users/ban', { id: after.user.id }, staff.token)).statusCode).toBe(200);
    // Blocked by the staff while a member, then removed by the owner.
    const before = await makeMember(t.app.ctx, company.client.id);
    expect((await t.post('/api/users/ban', { id: before.user.id }, staff.token)).statusCode).toBe(200);
    expect((await t.post('/api/cl/removeMember', { id: before.user.id }, company.token)).statusCode).toBe(200);
    for (const member of [after, before]) {
      expect(await t.app.ctx.db.select().from(formerMembers).where(eq(formerMembers.userId, member.user.id))).toEqual([]);
      expectFailure(await invite(member.email, company), 'team.email_taken');
      const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, member.user.id));
      expect(row?.etat).toBe('blocked');
    }
  });

  it("refuses another company's former member (the address has an account there) and stores nothing", async () => {
    const left = await makeClient(t.app.ctx);
    const member = await makeMember(t.app.ctx, left.client.id);
    expect((await t.post('/api/cl/removeMember', { id: member.user.id }, left.token)).statusCode).toBe(200);
    const other = await makeClient(t.app.ctx);
    const before = (await t.outbox()).length;
    expectFailure(await invite(member.email, other), 'team.email_taken');
    expect((await t.outbox()).length).toBe(before);
    expect(await t.app.ctx.db.select().from(teamInvitations).where(eq(teamInvitations.email, member.email))).toEqual([]);
    // An invitation of the other company stored meanwhile (written directly) does not reopen the account either.
    const sneaked = await makeInvitation(t.app.ctx, other.client.id, { email: member.email });
    expectFailure(await t.post('/api/users/joinTeam', JOIN, sneaked.token), 'team.email_taken');
    const [row] = await t.app.ctx.db.select().from(users).where(eq(users.id, member.user.id));
    expect(row).toMatchObject({ etat: 'blocked', passwordHash: member.user.passwordHash });
    expect(await t.app.ctx.db.select().from(clientMembers).where(eq(clientMembers.userId, member.user.id))).toEqual([]);
    expect(await t.app.ctx.db.select().from(formerMembers).where(eq(formerMembers.userId, member.user.id))).toEqual([
      expect.objectContaining({ clientId: left.client.id }),
    ]);
  });

  it(`limits invitations per user: ${INVITATIONS_PER_HOUR} an hour, invited and resent together; the next is refused, mails and stores nothing`, async () => {
    const busy = await makeClient(t.app.ctx);
    const first = uniqueEmail('limite');
    expect((await invite(first, busy)).statusCode).toBe(200);
    const [row] = await t.app.ctx.db.select().from(teamInvitations).where(eq(teamInvitations.email, first));
    for (let n = 1; n < INVITATIONS_PER_HOUR; n++) {
      const res =
        n % 2 === 0
          ? await invite(uniqueEmail('limite'), busy)
          : await t.post('/api/cl/resendInvitation', { id: row?.id }, busy.token);
      expect(res.statusCode, res.body).toBe(200);
    }
    const stored = await t.app.ctx.db.select().from(teamInvitations).where(eq(teamInvitations.clientId, busy.client.id));
    const before = (await t.outbox()).length;
    const late = uniqueEmail('limite');
    expectFailure(await invite(late, busy), 'rate.limited');
    expectFailure(await t.post('/api/cl/resendInvitation', { id: row?.id }, busy.token), 'rate.limited');
    expect((await t.outbox()).length).toBe(before);
    expect(await t.app.ctx.db.select().from(teamInvitations).where(eq(teamInvitations.clientId, busy.client.id))).toEqual(stored);
    // Another user's count is its own.
    expect((await invite(uniqueEmail('ailleurs'), await makeClient(t.app.ctx))).statusCode).toBe(200);
  });

  it("a member's état follows its company's: staff invalidating the owner invalidate the members", async () => {
    const company = await makeClient(t.app.ctx);
    const member = await makeMember(t.app.ctx, company.client.id);
    const staff = await makeUser(t.app.ctx, { role: 'admin' });
    expect((await t.post('/api/users/invalidate', { id: company.user.id }, staff.token)).statusCode).toBe(200);
    const [row] = await t.app.ctx.db.select({ etat: users.etat }).from(users).where(eq(users.id, member.user.id));
    expect(row?.etat).toBe('pending');
    expectFailure(await t.post('/api/cl/bmatch', { id: company.client.id }, member.token), 'account.not_active');
  });

  it('erasing the owner never hands the company to a banned member: the longest-standing active one takes it', async () => {
    const company = await makeClient(t.app.ctx);
    const banned = await makeMember(t.app.ctx, company.client.id);
    const active = await makeMember(t.app.ctx, company.client.id);
    const staff = await makeUser(t.app.ctx, { role: 'admin' });
    expect((await t.post('/api/users/ban', { id: banned.user.id }, staff.token)).statusCode).toBe(200);

    expect((await t.post('/api/users/deleteAccount', { password: TEST_PASSWORD }, company.token)).statusCode).toBe(200);
    const [after] = await t.app.ctx.db.select().from(clients).where(eq(clients.id, company.client.id));
    expect(after?.userId).toBe(active.user.id);
    const members = await t.app.ctx.db.select().from(clientMembers).where(eq(clientMembers.clientId, company.client.id));
    expect(members.map((m) => [m.userId, m.owner]).sort()).toEqual(
      [
        [banned.user.id, false],
        [active.user.id, true],
      ].sort(),
    );
  });

  it('tells every member of the company when a candidate applies', async () => {
    const company = await makeClient(t.app.ctx);
    const member = await makeMember(t.app.ctx, company.client.id);
    const offer = await makeOffer(t.app.ctx, company.client.id);
    const candidate = await makeCandidate(t.app.ctx);
    const applied = await t.post('/api/cd/postuler', { offreId: offer.id, condidatId: candidate.candidate.id }, candidate.token);
    expect(applied.statusCode, applied.body).toBe(200);
    for (const who of [company, member]) {
      const notes = (await t.post('/api/cl/getMyNotif', {}, who.token)).json().data;
      expect(notes.map((n: { titre: string }) => n.titre)).toContain('postul');
    }
  });

  it('erasing a member leaves the company; erasing the owner hands the company to the longest-standing member', async () => {
    const company = await makeClient(t.app.ctx);
    const first = await makeMember(t.app.ctx, company.client.id);
    const second = await makeMember(t.app.ctx, company.client.id);
    const offer = await makeOffer(t.app.ctx, company.client.id);

    expect((await t.post('/api/users/deleteAccount', { password: TEST_PASSWORD }, second.token)).statusCode).toBe(200);
    const [kept] = await t.app.ctx.db.select().from(clients).where(eq(clients.id, company.client.id));
    expect(kept?.nomEntreprise).toBe(company.client.nomEntreprise);

    expect((await t.post('/api/users/deleteAccount', { password: TEST_PASSWORD }, company.token)).statusCode).toBe(200);
    const [after] = await t.app.ctx.db.select().from(clients).where(eq(clients.id, company.client.id));
    expect(after).toMatchObject({ userId: first.user.id, nomEntreprise: company.client.nomEntreprise });
    const [open] = await t.app.ctx.db.select({ etat: offers.etat }).from(offers).where(eq(offers.id, offer.id));
    expect(open?.etat).toBe('ouvert');
    const members = await t.app.ctx.db.select().from(clientMembers).where(eq(clientMembers.clientId, company.client.id));
    expect(members.map((m) => [m.userId, m.owner])).toEqual([[first.user.id, true]]);
    // The new owner manages the team.
    expect((await invite(uniqueEmail('relais'), first)).statusCode).toBe(200);
  });
});
