import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { failField } from '../../lib/errors.js';

/**
 * JSON bodies are parsed by Fastify's own parser (prototype poisoning refused), then every text in them is
 * checked once for what no field may hold: a NUL character (PostgreSQL refuses it in text, which ended in a
 * 500) and a lone UTF-16 surrogate (stored as U+FFFD, silently corrupting the text). Found by the hostile
 * input test (issue 9); one check here covers every route, present and future.
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** The path of the first text holding a forbidden character, or null. */
function forbiddenTextAt(value: unknown, path: string[] = []): string | null {
  if (typeof value === 'string') {
    return value.includes('\u0000') || LONE_SURROGATE.test(value) ? path.join('.') || '_' : null;
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = forbiddenTextAt(item, [...path, String(index)]);
      if (found !== null) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = forbiddenTextAt(key, path) === null ? forbiddenTextAt(item, [...path, key]) : path.join('.') || '_';
      if (found !== null) return found;
    }
  }
  return null;
}

export const jsonBodyPlugin = fp(
  async (app: FastifyInstance) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      parse(request, typeof body === 'string' ? body : body.toString('utf8'), (error, value) => {
        if (error) return done(error, undefined);
        const field = forbiddenTextAt(value);
        if (field !== null) return done(failField('input.forbidden_characters', field), undefined);
        done(null, value);
      });
    });
  },
  { name: 'json-body' },
);
