import { INTERVIEW_HORIZON_DAYS, INTERVIEW_PROPOSALS_PER_HOUR, MSG } from '@passerelle/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { interviews } from '../../db/schema/index.js';
import { expectFailure } from '../../test/assertions.js';
import { makeUser } from '../../test/factories.js';
import { type MadeClient, makeCandidate, makeClient, makeMember, makeOffer } from '../../test/marketplace.js';
import { buildTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let owner: MadeClient;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await makeClient(t.app.ctx, { nomEntreprise: 'Nexa Conseil', prenom: 'Claire', nom: 'Durand' });
});
afterAll(async () => t.close());

/** 3 February 2027, 09:00 UTC = 10:00 in Paris (winter time), within the 12 months ahead slots may be. */
const SLOT = '2027-02-03T09:00:00.000Z';
const OTHER_SLOT = '2027-02-04T13:30:00.000Z';
const stored = async () => (await t.app.ctx.db.select().from(interviews)).length;

describe('interviews', () => {
  it('a member proposes, the candidate picks a slot: both get a calendar invitation in Europe/Paris, no address of the other side', async () => {
    const member = await makeMember(t.app.ctx, owner.client.id, { prenom: 'Hugo', nom: 'Moreau' });
    const offer = await makeOffer(t.app.ctx, owner.client.id);
    const candidate = await makeCandidate(t.app.ctx, { prenom: 'Léa', nom: 'Martin' });
    const proposed = await t.post(
      '/api/cl/proposeEntretien',
      {
        condidatId: candidate.candidate.id,
        offreId: offer.id,
        creneaux: [OTHER_SLOT, SLOT],
        duree_min: 45,
        lien_visio: 'https://meet.exemple.fr/nexa-lea',
      },
      member.token,
    );
    expect(proposed.statusCode, proposed.body).toBe(200);
    const { id } = proposed.json();
    const notes = (await t.post('/api/cd/getMyNotif', {}, candidate.token)).json().data;
    expect(notes[0]).toMatchObject({ titre: 'entretien', url: '/dashb/entretiens' });

    const listed = (await t.post('/api/cd/getEntretiens', {}, candidate.token)).json().entretiens;
    expect(listed).toEqual([
      expect.objectContaining({
        id,
        etat: 'propose',
        creneaux: [SLOT, OTHER_SLOT],
        creneau: null,
        duree_min: 45,
        offre: { id: offer.id, titre: offer.titre },
        client: { id: owner.client.id, nom_entreprise: 'Nexa Conseil' },
      }),
    ]);
    // The candidate's list never carries the company's people's addresses.
    expect(JSON.stringify(listed)).not.toContain(member.email);

    expectFailure(
      await t.post('/api/cd/acceptEntretien', { id, creneau: '2027-02-05T09:00:00.000Z' }, candidate.token),
      'interview.slot_not_proposed',
    );
    const before = (await t.outbox()).length;
    const accepted = await t.post('/api/cd/acceptEntretien', { id, creneau: '2027-02-03T10:00:00+01:00' }, candidate.token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expectFailure(await t.post('/api/cd/acceptEntretien', { id, creneau: SLOT }, candidate.token), 'interview.not_proposed');

    const mails = (await t.outbox()).slice(before);
    expect(mails.map((m) => m.to).sort()).toEqual([candidate.email, member.email].sort());
    for (const mail of mails) {
      expect(mail.calendarMethod).toBe('REQUEST');
      expect(mail.calendar).toContain('DTSTART;TZID=Europe/Paris:20270203T100000');
      expect(mail.calendar).toContain('DTEND;TZID=Europe/Paris:20270203T104500');
      expect(mail.calendar).toContain('BEGIN:VTIMEZONE');
      // RFC 5545: the stamp in UTC; the organizer (the platform) and one attendee, the recipient.
      expect(mail.calendar).toMatch(/^DTSTAMP:\d{8}T\d{6}Z\r?$/m);
      expect(mail.calendar).toMatch(/^ORGANIZER;CN="Passerelle":mailto:no-reply@passerelle.local\r?$/m);
      expect(mail.calendar?.match(/^ATTENDEE/gm)).toHaveLength(1);
      expect(mail.text).toContain('mercredi 3 février 2027 à 10:00');
    }
    const toMember = mails.find((m) => m.to === member.email);
    const toCandidate = mails.find((m) => m.to === candidate.email);
    // DECISIONS §5: the candidate's address never reaches the company; nor the member's the candidate.
    expect(`${toMember?.text}${toMember?.html}${toMember?.calendar}`).not.toContain(candidate.email);
    expect(`${toCandidate?.text}${toCandidate?.html}${toCandidate?.calendar}`).not.toContain(member.email);
    // Issue 28 §6: the date only in subjects, never a name a user chose.
    expect([toMember?.subject, toCandidate?.subject]).toEqual([
      'Passerelle : entretien planifié le mercredi 3 février 2027 à 10:00',
      'Passerelle : entretien planifié le mercredi 3 février 2027 à 10:00',
    ]);
    expect(toMember?.text).toContain('Votre entretien avec Léa Martin est planifié');

    const company = (await t.post('/api/cl/getEntretiens', {}, owner.token)).json().entretiens;
    expect(company[0]).toMatchObject({ id, etat: 'planifie', creneau: SLOT });
    const ownerNotes = (await t.post('/api/cl/getMyNotif', {}, owner.token)).json().data;
    expect(ownerNotes[0]).toMatchObject({ titre: 'entretien' });

    // Cancelling a planned interview withdraws the invitation on both sides (METHOD:CANCEL, higher SEQUENCE).
    const sent = (await t.outbox()).length;
    expect((await t.post('/api/cd/cancelEntretien', { id }, candidate.token)).statusCode).toBe(200);
    const cancels = (await t.outbox()).slice(sent);
    expect(cancels.map((m) => m.calendarMethod)).toEqual(['CANCEL', 'CANCEL']);
    expect(cancels[0]?.calendar).toMatch(/SEQUENCE:1/);
    expect(cancels[0]?.calendar).toMatch(/STATUS:CANCELLED/);
    expectFailure(await t.post('/api/cl/cancelEntretien', { id }, member.token), 'interview.already_cancelled');

    const staff = await makeUser(t.app.ctx, { role: 'admin' });
    const all = (await t.post('/api/adm/getEntretiens', {}, staff.token)).json().entretiens;
    expect(all.find((i: { id: number }) => i.id === id)).toMatchObject({ etat: 'annule' });
  });

  it('refuses past slots, bad durations, too many slots and another company, and stores nothing', async () => {
    const candidate = await makeCandidate(t.app.ctx);
    const before = await stored();
    const base = { condidatId: candidate.candidate.id, creneaux: [SLOT], duree_min: 30 };
    expectFailure(
      await t.post('/api/cl/proposeEntretien', { ...base, creneaux: ['2020-01-01T09:00:00Z'] }, owner.token),
      'interview.slot_in_past',
    );
    // Issue 28 §6: a slot beyond the next 12 months (year 9999 was stored).
    for (const far of ['9999-12-31T09:00:00Z', new Date(Date.now() + (INTERVIEW_HORIZON_DAYS + 1) * 86_400_000).toISOString()]) {
      const refused = await t.post('/api/cl/proposeEntretien', { ...base, creneaux: [SLOT, far] }, owner.token);
      expect([refused.statusCode, refused.json().errors?.creneaux]).toEqual([400, MSG.slotTooFar]);
    }
    const tooMany = Array.from({ length: 6 }, (_, i) => `2027-02-0${i + 1}T09:00:00Z`);
    expect((await t.post('/api/cl/proposeEntretien', { ...base, creneaux: tooMany }, owner.token)).json().errors.creneaux).toBe(
      'Cinq créneaux au maximum !',
    );
    expect((await t.post('/api/cl/proposeEntretien', { ...base, duree_min: 40 }, owner.token)).json().errors.duree_min).toBe(
      'La durée doit être de 30, 45 ou 60 minutes !',
    );
    expect(
      (await t.post('/api/cl/proposeEntretien', { ...base, lien_visio: 'javascript:alert(1)' }, owner.token)).statusCode,
    ).toBe(400);
    const other = await makeClient(t.app.ctx);
    const otherOffer = await makeOffer(t.app.ctx, other.client.id);
    expectFailure(await t.post('/api/cl/proposeEntretien', { ...base, offreId: otherOffer.id }, owner.token), 'access.not_owner');
    expect(await stored()).toBe(before);

    // A member of another company can neither see nor cancel this company's interview.
    const { id } = (await t.post('/api/cl/proposeEntretien', base, owner.token)).json();
    const stranger = await makeMember(t.app.ctx, other.client.id);
    expectFailure(await t.post('/api/cl/cancelEntretien', { id }, stranger.token), 'access.not_owner');
    expect((await t.post('/api/cl/getEntretiens', {}, stranger.token)).json().entretiens).toEqual([]);
    // Another candidate cannot accept it; a proposed interview cancelled sends no calendar mail.
    const intruder = await makeCandidate(t.app.ctx);
    expectFailure(await t.post('/api/cd/acceptEntretien', { id, creneau: SLOT }, intruder.token), 'access.not_owner');
    const sent = (await t.outbox()).length;
    expect((await t.post('/api/cl/cancelEntretien', { id }, owner.token)).statusCode).toBe(200);
    expect((await t.outbox()).length).toBe(sent);
    const notes = (await t.post('/api/cd/getMyNotif', {}, candidate.token)).json().data;
    expect(notes[0].content).toContain('a annulé');
  });
  it(`limits proposals per member: ${INTERVIEW_PROPOSALS_PER_HOUR} an hour; the next is refused and stores nothing`, async () => {
    const busy = await makeClient(t.app.ctx);
    const candidate = await makeCandidate(t.app.ctx);
    const body = { condidatId: candidate.candidate.id, creneaux: [SLOT], duree_min: 30 };
    for (let n = 0; n < INTERVIEW_PROPOSALS_PER_HOUR; n++) {
      const res = await t.post('/api/cl/proposeEntretien', body, busy.token);
      expect(res.statusCode, res.body).toBe(200);
    }
    const before = await stored();
    expectFailure(await t.post('/api/cl/proposeEntretien', body, busy.token), 'rate.limited');
    expect(await stored()).toBe(before);
    // Another member's count is its own.
    const colleague = await makeMember(t.app.ctx, busy.client.id);
    expect((await t.post('/api/cl/proposeEntretien', body, colleague.token)).statusCode).toBe(200);
  });

  it('refuses a proposed slot that has since passed, and changes nothing', async () => {
    const candidate = await makeCandidate(t.app.ctx);
    const proposed = await t.post(
      '/api/cl/proposeEntretien',
      { condidatId: candidate.candidate.id, creneaux: [SLOT], duree_min: 30 },
      owner.token,
    );
    const { id } = proposed.json();
    // Time passes: the slot is now an hour ago (written directly, as no route would take it).
    const past = new Date(Date.now() - 3600_000);
    past.setMilliseconds(0);
    await t.app.ctx.db
      .update(interviews)
      .set({ creneaux: [past] })
      .where(eq(interviews.id, id));
    const sent = (await t.outbox()).length;
    expectFailure(
      await t.post('/api/cd/acceptEntretien', { id, creneau: past.toISOString() }, candidate.token),
      'interview.slot_in_past',
    );
    const [row] = await t.app.ctx.db.select().from(interviews).where(eq(interviews.id, id));
    expect(row).toMatchObject({ etat: 'propose', creneau: null, sequence: 0 });
    expect((await t.outbox()).length).toBe(sent);
  });

  it("when a member cancels, the candidate and the company's other members are told, not the one who cancelled", async () => {
    const company = await makeClient(t.app.ctx, { nomEntreprise: 'Annule SA' });
    const proposer = await makeMember(t.app.ctx, company.client.id, { prenom: 'Hugo', nom: 'Moreau' });
    const colleague = await makeMember(t.app.ctx, company.client.id);
    const candidate = await makeCandidate(t.app.ctx, { prenom: 'Léa', nom: 'Martin' });
    const { id } = (
      await t.post(
        '/api/cl/proposeEntretien',
        { condidatId: candidate.candidate.id, creneaux: [SLOT], duree_min: 30 },
        proposer.token,
      )
    ).json();
    expect((await t.post('/api/cd/acceptEntretien', { id, creneau: SLOT }, candidate.token)).statusCode).toBe(200);
    const notesOf = async (who: { token: string }, url: string) =>
      (await t.post(url, {}, who.token)).json().data as { titre: string; content: string }[];
    const counts = await Promise.all(
      [company, colleague, proposer].map(async (who) => (await notesOf(who, '/api/cl/getMyNotif')).length),
    );

    const sent = (await t.outbox()).length;
    expect((await t.post('/api/cl/cancelEntretien', { id }, colleague.token)).statusCode).toBe(200);
    for (const who of [company, proposer]) {
      const notes = await notesOf(who, '/api/cl/getMyNotif');
      expect(notes[0]).toMatchObject({
        titre: 'entretien',
        content: expect.stringContaining("a annulé l'entretien avec <strong>Léa Martin</strong>"),
      });
    }
    expect((await notesOf(colleague, '/api/cl/getMyNotif')).length).toBe(counts[1]);
    expect((await notesOf(company, '/api/cl/getMyNotif')).length).toBe((counts[0] ?? 0) + 1);
    expect((await notesOf(candidate, '/api/cd/getMyNotif'))[0]?.content).toContain('a annulé');
    // The calendar cancellation reaches those who hold the invitation: the candidate and the proposer.
    const cancels = (await t.outbox()).slice(sent);
    expect(cancels.map((m) => m.to).sort()).toEqual([candidate.email, proposer.email].sort());
    expect(cancels.every((m) => m.calendarMethod === 'CANCEL')).toBe(true);
  });
});
