import { uniqueEmail } from '../factories.js';
import { makeCandidate, makeInvitation, makeMember } from '../marketplace.js';
import { body, interviewOf, none, PASSWORDS, proposedInterview, type RouteCase, shortlistItemOf, slots } from './helpers.js';

/** The route-case rows of: Client teams, shortlists, interviews (issue 18), health. */
export const COMPANY_CASES: Record<string, RouteCase> = {
  // Client teams (issue 18): owner-only routes refuse the other members with team.owner_only (403).
  'POST /api/cl/inviteMember': {
    build: () => body({ email: uniqueEmail('invite') }),
    other: null,
  },
  'POST /api/cl/getMembers': { build: none, other: null },
  'POST /api/cl/removeMember': {
    build: async (w) => body({ id: (await makeMember(w.t.app.ctx, w.client.client.id)).user.id }),
    other: { build: (w) => body({ id: w.otherMember.user.id }) },
  },
  'POST /api/cl/getInvitations': { build: none, other: null },
  'POST /api/cl/resendInvitation': {
    build: async (w) => body({ id: (await makeInvitation(w.t.app.ctx, w.client.client.id)).id }),
    other: { build: async (w) => body({ id: (await makeInvitation(w.t.app.ctx, w.otherClient.client.id)).id }) },
  },
  'POST /api/cl/revokeInvitation': {
    build: async (w) => body({ id: (await makeInvitation(w.t.app.ctx, w.client.client.id)).id }),
    other: { build: async (w) => body({ id: (await makeInvitation(w.t.app.ctx, w.otherClient.client.id)).id }) },
  },
  'POST /api/users/joinTeam': {
    build: () => body({ nom: 'Lefèvre', prenom: 'Camille', ...PASSWORDS }),
    linkToken: async (w) => (await makeInvitation(w.t.app.ctx, w.client.client.id)).token,
    other: null,
  },
  'POST /api/users/teamInvitation': {
    build: none,
    linkToken: async (w) => (await makeInvitation(w.t.app.ctx, w.client.client.id)).token,
    other: null,
  },
  'POST /api/adm/getClientMembers': { build: (w) => body({ clientId: w.client.client.id }), other: null },

  // Shortlists (issue 18): any member of the offer's company; another company's offer or item is 403.
  'POST /api/cl/shortlistAdd': {
    build: async (w) => body({ offreId: w.offer.id, condidatId: (await makeCandidate(w.t.app.ctx)).candidate.id }),
    other: {
      build: async (w) => body({ offreId: w.otherOffer.id, condidatId: (await makeCandidate(w.t.app.ctx)).candidate.id }),
    },
  },
  'POST /api/cl/getShortlist': {
    build: (w) => body({ offreId: w.offer.id }),
    other: { build: (w) => body({ offreId: w.otherOffer.id }) },
  },
  'POST /api/cl/shortlistVote': {
    build: async (w) => body({ id: await shortlistItemOf(w, w.offer.id), vote: 1 }),
    other: { build: async (w) => body({ id: await shortlistItemOf(w, w.otherOffer.id), vote: 1 }) },
  },
  'POST /api/cl/shortlistComment': {
    build: async (w) => body({ id: await shortlistItemOf(w, w.offer.id), content: 'Très bon profil.' }),
    other: {
      build: async (w) => body({ id: await shortlistItemOf(w, w.otherOffer.id), content: 'Très bon profil.' }),
    },
  },
  'POST /api/cl/shortlistRemove': {
    build: async (w) => body({ id: await shortlistItemOf(w, w.offer.id) }),
    other: { build: async (w) => body({ id: await shortlistItemOf(w, w.otherOffer.id) }) },
  },

  // Interviews (issue 18)
  'POST /api/cl/proposeEntretien': {
    build: async (w) => body({ ...slots(), condidatId: (await makeCandidate(w.t.app.ctx)).candidate.id, offreId: w.offer.id }),
    other: {
      build: async (w) =>
        body({ ...slots(), condidatId: (await makeCandidate(w.t.app.ctx)).candidate.id, offreId: w.otherOffer.id }),
    },
  },
  'POST /api/cl/getEntretiens': { build: none, other: null },
  'POST /api/cl/cancelEntretien': {
    build: async (w) => body({ id: await interviewOf(w, w.client.client.id, w.candidate.candidate.id) }),
    other: {
      build: async (w) => body({ id: await interviewOf(w, w.otherClient.client.id, w.candidate.candidate.id) }),
    },
  },
  'POST /api/cd/getEntretiens': { build: none, other: null },
  'POST /api/cd/acceptEntretien': {
    build: async (w) => {
      const { id, slot } = await proposedInterview(w, w.candidate.candidate.id);
      return body({ id, creneau: slot });
    },
    other: {
      build: async (w) => {
        const { id, slot } = await proposedInterview(w, w.otherCandidate.candidate.id);
        return body({ id, creneau: slot });
      },
    },
  },
  'POST /api/cd/cancelEntretien': {
    build: async (w) => body({ id: await interviewOf(w, w.client.client.id, w.candidate.candidate.id) }),
    other: {
      build: async (w) => body({ id: await interviewOf(w, w.client.client.id, w.otherCandidate.candidate.id) }),
    },
  },
  'POST /api/adm/getEntretiens': { build: none, other: null },

  'GET /api/health': { build: none, other: null },
};
