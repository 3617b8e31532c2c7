import { ERRORS, type ErrorCode, isErrorCode } from '@passerelle/shared';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** A 400 naming `field` with `message` (DECISIONS §2: `errors: {field: message}`). */
export function expectFieldError(res: LightMyRequestResponse, field: string, message: string): void {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json();
  expect(body).toMatchObject({ done: false, success: false });
  expect(body.errors?.[field], JSON.stringify(body.errors)).toBe(message);
}

/**
 * A failure with this stable code (DECISIONS §2): the answer carries the code, and the status and French message the
 * catalogue gives it. Clients test the code; a test naming only a status and a sentence would pass on the wrong rule
 * (a role refusal and an ownership refusal are both « 403, Accès refusé »).
 */
export function expectFailure(res: LightMyRequestResponse, code: ErrorCode): void;
/**
 * The older form, kept only for modules/matching's tests while another helper of issue 28 changes that folder: the
 * status and message, and a catalogue code in the answer that gives them. The lead converts those calls at merge.
 */
export function expectFailure(res: LightMyRequestResponse, status: number, message: string): void;
export function expectFailure(res: LightMyRequestResponse, codeOrStatus: ErrorCode | number, message?: string): void {
  const body = res.json();
  if (typeof codeOrStatus === 'number') {
    expect(res.statusCode, res.body).toBe(codeOrStatus);
    expect(body).toMatchObject({ done: false, success: false, message });
    const code: unknown = body.code;
    expect(isErrorCode(code) && ERRORS[code], `code ${String(code)}`).toMatchObject({ status: codeOrStatus, message });
    return;
  }
  expect(res.statusCode, res.body).toBe(ERRORS[codeOrStatus].status);
  expect(body).toMatchObject({ done: false, success: false, code: codeOrStatus, message: ERRORS[codeOrStatus].message });
}
