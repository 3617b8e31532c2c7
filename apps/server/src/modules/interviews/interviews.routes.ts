import { INTERVIEW_PROPOSALS_PER_HOUR, interviewsApi } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import { caller } from '../../plugins/app/auth.js';
import { route } from '../../plugins/app/contract-route.js';
import { ONE_HOUR, perUser } from '../../plugins/external/rate-limit.js';
import { DONE } from '../route-helpers.js';
import * as interviews from './interviews.service.js';

/** Interviews (DECISIONS §6.3): proposed by the company, accepted or cancelled by either side. */
export async function interviewsRoutes(app: FastifyInstance) {
  const { ctx } = app;
  // Each proposal notifies a candidate: per member, as many an hour as a recruiter's day needs (issue 28 §6).
  route(
    app,
    interviewsApi.proposeEntretien,
    async (request) => ({ done: true as const, id: await interviews.propose(ctx, caller(request), request.body) }),
    {
      rateLimit: {
        max: INTERVIEW_PROPOSALS_PER_HOUR,
        timeWindow: ONE_HOUR,
        keyGenerator: perUser('interview-proposal'),
      },
    },
  );
  route(app, interviewsApi.clientEntretiens, async (request) => ({
    entretiens: await interviews.listForCompany(ctx, caller(request)),
  }));
  route(app, interviewsApi.clientCancel, async (request) => {
    await interviews.cancel(ctx, caller(request), request.body.id, 'client');
    return DONE;
  });
  route(app, interviewsApi.candidateEntretiens, async (request) => ({
    entretiens: await interviews.listForCandidate(ctx, caller(request)),
  }));
  route(app, interviewsApi.acceptEntretien, async (request) => {
    await interviews.accept(ctx, caller(request), request.body);
    return DONE;
  });
  route(app, interviewsApi.candidateCancel, async (request) => {
    await interviews.cancel(ctx, caller(request), request.body.id, 'candidate');
    return DONE;
  });
  route(app, interviewsApi.staffEntretiens, async () => ({ entretiens: await interviews.listAll(ctx) }));
}
