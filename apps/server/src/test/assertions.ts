import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';

/** A 400 naming `field` with `message` (DECISIONS §2: `errors: {field: message}`). */
export function expectFieldError(res: LightMyRequestResponse, field: string, message: string): void {
  expect(res.statusCode, res.body).toBe(400);
  const body = res.json();
  expect(body).toMatchObject({ done: false, success: false });
  expect(body.errors?.[field], JSON.stringify(body.errors)).toBe(message);
}

/** A failure with this status and exactly this French message. */
export function expectFailure(res: LightMyRequestResponse, status: number, message: string): void {
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toMatchObject({ done: false, success: false, message });
}
