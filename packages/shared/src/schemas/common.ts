import { z } from 'zod';

/** `{done: true}`: the success answer of a call that returns nothing else (DECISIONS §2). */
export const doneResponse = z.object({ done: z.literal(true) });
export type DoneResponse = z.infer<typeof doneResponse>;

/** Every failure body (DECISIONS §2): a French message, its stable code (errors.ts), and the field errors for invalid input. */
export const errorResponse = z.object({
  done: z.literal(false),
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponse>;

export const healthResponse = z.object({
  status: z.literal('ok'),
  db: z.enum(['pglite', 'postgres']),
});
export type HealthResponse = z.infer<typeof healthResponse>;

/** Upload answer: the stored file's URL (SPEC §7 Uploads). */
export const uploadResponse = z.object({ done: z.literal(true), data: z.string() });
export type UploadResponse = z.infer<typeof uploadResponse>;

/** A page of results; pages are numbered from 0 (SPEC §9). */
export const pageQuery = z.object({
  page: z.preprocess(
    (v) => (typeof v === 'string' && v !== '' ? Number(v) : v),
    z.number().int().min(0).max(1_000_000).default(0),
  ),
  size: z.preprocess((v) => (typeof v === 'string' && v !== '' ? Number(v) : v), z.number().int().min(1).max(100).default(10)),
});
