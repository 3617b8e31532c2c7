import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shortlistComments, shortlistItems } from '../../db/schema/index.js';
import { expectFailure } from '../../test/assertions.js';
import { type MadeClient, makeCandidate, makeClient, makeMember, makeOffer } from '../../test/marketplace.js';
import { connected, listen, next, socketFor } from '../../test/sockets.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let owner: MadeClient;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await makeClient(t.app.ctx, { nomEntreprise: 'Nexa Conseil' });
});
afterAll(async () => t.close());

const count = async () => ({
  items: (await t.app.ctx.db.select().from(shortlistItems)).length,
  comments: (await t.app.ctx.db.select().from(shortlistComments)).length,
});

describe('shortlists', () => {
  it('members add, vote (voting again changes the vote), comment and remove; counts and my vote per member', async () => {
    const member = await makeMember(t.app.ctx, owner.client.id, { prenom: 'Hugo', nom: 'Moreau' });
    const offer = await makeOffer(t.app.ctx, owner.client.id);
    const candidate = await makeCandidate(t.app.ctx, { prenom: 'Léa', nom: 'Martin', titre: 'Développeuse React' });
    const added = await t.post('/api/cl/shortlistAdd', { offreId: offer.id, condidatId: candidate.candidate.id }, member.token);
    expect(added.statusCode, added.body).toBe(200);
    const { id } = added.json();
    expectFailure(
      await t.post('/api/cl/shortlistAdd', { offreId: offer.id, condidatId: candidate.candidate.id }, owner.token),
      'shortlist.already',
    );

    expect((await t.post('/api/cl/shortlistVote', { id, vote: 1 }, owner.token)).statusCode).toBe(200);
    expect((await t.post('/api/cl/shortlistVote', { id, vote: 1 }, member.token)).statusCode).toBe(200);
    expect((await t.post('/api/cl/shortlistVote', { id, vote: -1 }, member.token)).statusCode).toBe(200);
    const commented = await t.post(
      '/api/cl/shortlistComment',
      { id, content: '  Solide en React, à voir en entretien.  ' },
      member.token,
    );
    expect(commented.statusCode, commented.body).toBe(200);

    const mine = (await t.post('/api/cl/getShortlist', { offreId: offer.id }, owner.token)).json().items;
    expect(mine).toEqual([
      {
        id,
        condidat: {
          id: candidate.candidate.id,
          nom: 'Martin',
          prenom: 'Léa',
          titre: 'Développeuse React',
          img: expect.anything(),
        },
        pour: 1,
        contre: 1,
        myVote: 1,
        comments: [
          {
            id: commented.json().id,
            auteur: { id: member.user.id, nom: 'Moreau', prenom: 'Hugo' },
            content: 'Solide en React, à voir en entretien.',
            createdAt: expect.any(String),
          },
        ],
      },
    ]);
    // Never the candidate's contact data.
    expect(JSON.stringify(mine)).not.toContain(candidate.email);
    const theirs = (await t.post('/api/cl/getShortlist', { offreId: offer.id }, member.token)).json().items;
    expect(theirs[0].myVote).toBe(-1);
    expect((await t.post('/api/cl/shortlistVote', { id, vote: 0 }, member.token)).statusCode).toBe(200);
    const after = (await t.post('/api/cl/getShortlist', { offreId: offer.id }, member.token)).json().items;
    expect([after[0].pour, after[0].contre, after[0].myVote]).toEqual([1, 0, 0]);

    expect((await t.post('/api/cl/shortlistRemove', { id }, owner.token)).statusCode).toBe(200);
    expect((await t.post('/api/cl/getShortlist', { offreId: offer.id }, owner.token)).json().items).toEqual([]);
  });

  it('refuses empty and too long comments, another company, unknown items and candidates, and stores nothing', async () => {
    const offer = await makeOffer(t.app.ctx, owner.client.id);
    const candidate = await makeCandidate(t.app.ctx);
    const { id } = (
      await t.post('/api/cl/shortlistAdd', { offreId: offer.id, condidatId: candidate.candidate.id }, owner.token)
    ).json();
    const before = await count();
    const empty = await t.post('/api/cl/shortlistComment', { id, content: '   ' }, owner.token);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.content).toBe('Vous devez saisir un commentaire !');
    const long = await t.post('/api/cl/shortlistComment', { id, content: 'x'.repeat(2001) }, owner.token);
    expect(long.json().errors.content).toBe('Le commentaire ne doit pas dépasser 2 000 caractères !');
    expect((await t.post('/api/cl/shortlistVote', { id, vote: 2 }, owner.token)).statusCode).toBe(400);

    const other = await makeClient(t.app.ctx);
    const otherMember = await makeMember(t.app.ctx, other.client.id);
    for (const who of [other, otherMember]) {
      expectFailure(await t.post('/api/cl/getShortlist', { offreId: offer.id }, who.token), 'access.not_owner');
      expectFailure(await t.post('/api/cl/shortlistVote', { id, vote: 1 }, who.token), 'access.not_owner');
      expectFailure(await t.post('/api/cl/shortlistComment', { id, content: 'Intrusion' }, who.token), 'access.not_owner');
      expectFailure(await t.post('/api/cl/shortlistRemove', { id }, who.token), 'access.not_owner');
      expectFailure(
        await t.post('/api/cl/shortlistAdd', { offreId: offer.id, condidatId: candidate.candidate.id }, who.token),
        'access.not_owner',
      );
    }
    expectFailure(await t.post('/api/cl/shortlistVote', { id: 999999, vote: 1 }, owner.token), 'shortlist.not_found');
    const blocked = await makeCandidate(t.app.ctx, { etat: 'blocked' });
    expectFailure(
      await t.post('/api/cl/shortlistAdd', { offreId: offer.id, condidatId: blocked.candidate.id }, owner.token),
      'candidate.not_found',
    );
    expect(await count()).toEqual(before);
    // The candidate has no route to it at all.
    expect((await t.post('/api/cl/getShortlist', { offreId: offer.id }, candidate.token)).statusCode).toBe(403);
  });

  it("pushes each change to the company's members (shortlist_changed), not to other companies", async () => {
    const member = await makeMember(t.app.ctx, owner.client.id);
    const stranger = await makeClient(t.app.ctx);
    const offer = await makeOffer(t.app.ctx, owner.client.id);
    const base = await listen(t.app);
    const mine = socketFor(base, member.token);
    const theirs = socketFor(base, stranger.token);
    await Promise.all([connected(mine), connected(theirs)]);
    let leaked = false;
    theirs.on('shortlist_changed', () => {
      leaked = true;
    });
    const pushed = next<{ offreId: number }>(mine, 'shortlist_changed');
    const candidate = await makeCandidate(t.app.ctx);
    await t.post('/api/cl/shortlistAdd', { offreId: offer.id, condidatId: candidate.candidate.id }, owner.token);
    expect(await pushed).toEqual({ offreId: offer.id });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(leaked).toBe(false);
    mine.close();
    theirs.close();
  });
});
