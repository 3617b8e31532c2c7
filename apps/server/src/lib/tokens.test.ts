import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionTokens } from './tokens.js';

/** Session tokens (DECISIONS §2): a verified token is remembered, never beyond its expiry, never for another string. */

afterEach(() => {
  vi.useRealTimers();
});

describe('SessionTokens.verify', () => {
  it('answers the same claims again, and null once the token has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
    const tokens = new SessionTokens('un-secret-de-test-assez-long-pour-hs256');
    const token = await tokens.sign({ userId: 7, sessionId: 'session-a' }, 60);
    expect(await tokens.verify(token)).toEqual({ userId: 7, sessionId: 'session-a' });
    expect(await tokens.verify(token)).toEqual({ userId: 7, sessionId: 'session-a' });
    vi.setSystemTime(new Date('2026-11-25T10:00:59Z'));
    expect(await tokens.verify(token)).toEqual({ userId: 7, sessionId: 'session-a' });
    vi.setSystemTime(new Date('2026-11-25T10:01:00Z'));
    expect(await tokens.verify(token)).toBeNull();
    // Expired for a fresh instance too: the remembered answer is the signature's, not the expiry's.
    expect(await new SessionTokens('un-secret-de-test-assez-long-pour-hs256').verify(token)).toBeNull();
  });

  it('refuses a token changed by one character, or signed with another key, after the genuine one was verified', async () => {
    const tokens = new SessionTokens('un-secret-de-test-assez-long-pour-hs256');
    const token = await tokens.sign({ userId: 7, sessionId: 'session-a' });
    expect(await tokens.verify(token)).not.toBeNull();
    // A character inside the signature (the last one also carries unused bits).
    const i = token.length - 10;
    expect(await tokens.verify(`${token.slice(0, i)}${token[i] === 'A' ? 'B' : 'A'}${token.slice(i + 1)}`)).toBeNull();
    const other = await new SessionTokens('un-autre-secret-tout-aussi-long-pour-hs256').sign({
      userId: 7,
      sessionId: 'session-a',
    });
    expect(await tokens.verify(other)).toBeNull();
    expect(await tokens.verify(token)).toEqual({ userId: 7, sessionId: 'session-a' });
  });
});
