import { BRIEF_FILE_MAX_BYTES, briefApi, skillsApi, staffSkillsApi } from '@passerelle/shared';
import type { FastifyInstance } from 'fastify';
import { caller } from '../../plugins/app/auth.js';
import { route } from '../../plugins/app/contract-route.js';
import { readUploadedFile, uploadLimits } from '../../plugins/app/upload.js';
import { FIFTEEN_MINUTES, perUser } from '../../plugins/external/rate-limit.js';
import * as skills from './skills.service.js';

/** The skill vocabulary (DECISIONS §6.1): suggestions, resolution, the brief reader, the staff's curation. */
export async function skillsRoutes(app: FastifyInstance) {
  const { ctx } = app;

  route(app, skillsApi.suggest, async (request) => skills.suggestSkills(ctx, request.query.q));

  route(app, skillsApi.resolve, async (request) => skills.resolveSkills(ctx, request.body.skills));

  // Per client user (issue 28): a pasted brief costs some milliseconds, a file a worker's time.
  route(app, briefApi.brief, async (request) => skills.readBriefText(ctx, request.body.text, caller(request).user.id), {
    rateLimit: { max: 60, timeWindow: FIFTEEN_MINUTES, keyGenerator: perUser('brief') },
  });

  route(
    app,
    briefApi.briefFile,
    async (request) => {
      const { data } = await readUploadedFile(request, BRIEF_FILE_MAX_BYTES, 'brief.file_too_large');
      return skills.readBriefFile(ctx, data, caller(request).user.id);
    },
    {
      ...uploadLimits(BRIEF_FILE_MAX_BYTES, 'brief.file_too_large'),
      rateLimit: { max: 20, timeWindow: FIFTEEN_MINUTES, keyGenerator: perUser('briefFile') },
    },
  );

  route(app, staffSkillsApi.getSkillTags, async (request) => skills.listFreeTags(ctx, request.body));

  route(app, staffSkillsApi.skillAlias, async (request) =>
    skills.addSkillAlias(ctx, caller(request), request.body, request.ip ?? null),
  );

  route(app, staffSkillsApi.skillNew, async (request) => skills.addSkill(ctx, caller(request), request.body, request.ip ?? null));
}
