import {
  BRIEF_TEXT_MAX,
  type BriefResponse,
  ERRORS,
  type ErrorCode,
  parisToday,
  type ResolveSkillsResponse,
  SKILL_SUGGESTIONS_MAX,
  type SkillAliasBody,
  type SkillChangeResponse,
  type SkillNewBody,
  type SkillsResponse,
  type SkillTagsBody,
  type SkillTagsResponse,
} from '@passerelle/shared';
import type { AppContext } from '../../context.js';
import { CV_TEXT_MAX } from '../../lib/documents/reader.js';
import { type DocumentKind, documentKind } from '../../lib/documents/text.js';
import { AppError, fail, invalidInput } from '../../lib/errors.js';
import { pageInfo } from '../../lib/paging.js';
import { readBrief } from '../../lib/skills/brief.js';
import { normalizeTag } from '../../lib/skills/normalize.js';
import type { VocabularyChangeError } from '../../lib/skills/vocabulary.js';
import type { AuthContext } from '../../plugins/app/auth.js';
import { recordAdminAction } from '../accounts/accounts.repository.js';
import * as repo from './skills.repository.js';

/**
 * The skill vocabulary's calls (DECISIONS §6.1): suggestions and resolution for every tag input, the brief
 * reader (text or file), and the staff's curation, which re-keys the tagged rows in its own transaction.
 */

/** GET /api/skills: up to 10 canonical skills for what the user typed so far. */
export async function suggestSkills(ctx: AppContext, q: string): Promise<SkillsResponse> {
  const vocab = await ctx.skills.fresh();
  return { done: true, skills: vocab.suggest(q, SKILL_SUGGESTIONS_MAX) };
}

/** POST /api/skills/resolve: each tag's canonical label (or the tag trimmed), in input order. */
export async function resolveSkills(ctx: AppContext, tags: readonly string[]): Promise<ResolveSkillsResponse> {
  const vocab = await ctx.skills.fresh();
  return {
    done: true,
    skills: tags.map((input) => {
      const resolved = vocab.resolve(input);
      return { input, label: resolved.label, known: resolved.known };
    }),
  };
}

/** POST /api/cl/brief: the skills, level and start date a job description asks for. Nothing is stored. */
export async function readBriefText(ctx: AppContext, text: string, userId: number): Promise<BriefResponse> {
  const vocab = await ctx.skills.fresh();
  const brief = readBrief(text, vocab, parisToday());
  // A brief's reading is the first step of a search: the log keeps what it read (DECISIONS §6.8).
  ctx.searchLog.record({
    kind: 'brief',
    userId,
    clientId: null,
    criteria: { skills: brief.skills, skills_plus: brief.skills_plus, niv_exp: brief.niv_exp, date_dispo: brief.date_dispo },
    results: [],
  });
  return { done: true, ...brief };
}

/**
 * POST /api/cl/briefFile: the same from a PDF, DOCX or TXT file, recognised by its content. A file whose
 * text cannot be read (a scan, an image-only document, a broken file) says so. Only the first BRIEF_TEXT_MAX
 * (20,000) characters of its text are read, as a pasted brief may hold at most: the reader's time is measured
 * and bounded at that length (≤ 50 ms), and a job description says what it asks for long before. The file is
 * read in a worker thread, within the reader's bounds (lib/documents/reader.ts). Nothing is stored.
 */
export async function readBriefFile(ctx: AppContext, data: Buffer, userId: number): Promise<BriefResponse> {
  if (data.length === 0) throw fail('upload.file_required');
  const kind = await documentKind(data);
  if (!kind) throw fail('brief.file_type');
  // A DOCX that would unpack to far more than a document (a zip bomb) is no document we read.
  const text = (await documentTextOrRefuse(ctx, data, kind, BRIEF_TEXT_MAX, 'brief.file_type')).trim();
  if (text === '') throw fail('brief.no_text');
  return readBriefText(ctx, text.slice(0, BRIEF_TEXT_MAX), userId);
}

/**
 * The text of a brief or a CV, read by the document reader, at most `maxChars` characters ('' when it holds
 * none), or the French refusal: `unsafe` (a DOCX zip bomb) as the route's wrong-type code, a file past the
 * reader's bounds 422 file.too_complex, too many files waiting 503 file.reader_busy, a server stopping 503.
 */
export async function documentTextOrRefuse(
  ctx: AppContext,
  data: Buffer,
  kind: DocumentKind,
  maxChars: number,
  wrongType: ErrorCode,
): Promise<string> {
  const outcome = await ctx.documents.read(data, kind, maxChars);
  if ('text' in outcome) return outcome.text;
  switch (outcome.refused) {
    case 'unsafe':
      throw fail(wrongType);
    case 'too_complex':
      throw fail('file.too_complex');
    case 'busy':
      throw fail('file.reader_busy');
    case 'closing':
      throw fail('server.unavailable');
  }
}

/** The canonical skills a CV's text mentions (POST /api/upload/cv), read from its first CV_TEXT_MAX characters. */
export async function skillsInText(ctx: AppContext, text: string): Promise<string[]> {
  if (text.trim() === '') return [];
  const vocab = await ctx.skills.fresh();
  return vocab.extract(text.slice(0, CV_TEXT_MAX)).map((skill) => skill.label);
}

/** POST /api/adm/getSkillTags: the free tags in use, most used first, one page (10 by default). */
export async function listFreeTags(ctx: AppContext, body: SkillTagsBody): Promise<SkillTagsResponse> {
  const paging = { page: body?.page ?? 0, size: body?.size ?? 10 };
  const vocab = await ctx.skills.fresh();
  const { total, rows } = await repo.freeTags(ctx.db, vocab.knownKeys(), {
    limit: paging.size,
    offset: paging.page * paging.size,
  });
  return { done: true, data: rows, ...pageInfo(total, paging) };
}

/** The French refusal of a vocabulary change, naming the skill that already owns the spelling. */
function changeRefused(error: VocabularyChangeError, field: string): AppError {
  switch (error.code) {
    case 'empty':
      return invalidInput({ [field]: ERRORS['input.invalid'].message });
    case 'unknown_skill':
      return new AppError('skill.unknown', { label: ERRORS['skill.unknown'].message });
    case 'alias_taken': {
      const message = `« ${error.alias} » désigne déjà la compétence « ${error.owner} ».`;
      return new AppError('skill.alias_taken', { [field]: message }, message);
    }
    case 'label_taken': {
      const message = `« ${error.label} » existe déjà : c'est la compétence « ${error.owner} ».`;
      return new AppError('skill.label_taken', { label: message }, message);
    }
  }
}

/** The answer of a change: the skill as every instance now resolves it, and the rows that follow it. */
async function changed(ctx: AppContext, label: string, retagged: number): Promise<SkillChangeResponse> {
  // This instance applies the change at once; the others do before their next resolution (skill-catalog.ts).
  const skill = (await ctx.skills.changed()).lookup(label);
  return { done: true, skill: { label: skill?.label ?? label, aliases: skill?.aliases ?? [] }, retagged };
}

/**
 * POST /api/adm/skillAlias: `tag` becomes a spelling of the skill `label`. In one transaction, under the
 * vocabulary lock: the addition is stored, every row carrying the tag's key gets the skill's key (the search
 * index follows through its stamps), and the action is recorded.
 */
export async function addSkillAlias(
  ctx: AppContext,
  auth: AuthContext,
  body: SkillAliasBody,
  ip: string | null,
): Promise<SkillChangeResponse> {
  const done = await ctx.db.transaction(async (tx) => {
    const vocab = await ctx.skills.forChange(tx);
    const check = vocab.checkAlias(body.tag, body.label);
    if (!check.ok) throw changeRefused(check.error, 'tag');
    if (!check.changed) return { label: check.label, retagged: 0 };
    await repo.insertAddition(tx, { kind: 'alias', label: check.label, aliases: [body.tag], createdBy: auth.user.id });
    const retagged = await repo.retag(tx, [normalizeTag(body.tag)], normalizeTag(check.label));
    await recordAdminAction(tx, {
      actorId: auth.user.id,
      action: 'skill_alias',
      targetType: 'skill',
      details: `${body.tag} → ${check.label}`,
      ip,
    });
    return { label: check.label, retagged };
  });
  return changed(ctx, done.label, done.retagged);
}

/**
 * POST /api/adm/skillNew: a new canonical skill with its spellings; the rows carrying any of them as a free
 * tag now carry the skill, in the same transaction.
 */
export async function addSkill(
  ctx: AppContext,
  auth: AuthContext,
  body: SkillNewBody,
  ip: string | null,
): Promise<SkillChangeResponse> {
  const done = await ctx.db.transaction(async (tx) => {
    const vocab = await ctx.skills.forChange(tx);
    const check = vocab.checkSkill(body.label, body.aliases);
    if (!check.ok) throw changeRefused(check.error, 'aliases');
    await repo.insertAddition(tx, { kind: 'skill', label: check.label, aliases: body.aliases, createdBy: auth.user.id });
    const key = normalizeTag(check.label);
    const retagged = await repo.retag(tx, [...new Set([key, ...body.aliases.map(normalizeTag)])], key);
    await recordAdminAction(tx, {
      actorId: auth.user.id,
      action: 'skill_new',
      targetType: 'skill',
      details: [check.label, ...body.aliases].join(', '),
      ip,
    });
    return { label: check.label, retagged };
  });
  return changed(ctx, done.label, done.retagged);
}
