import type { User } from '@passerelle/shared/schemas/auth';
import { useSyncExternalStore } from 'react';

/**
 * The session kept in the browser (SPEC §3 Session): the token, the user, and the role record
 * (client or candidate profile) whose id the screens send. One store, read through useSession().
 */
export interface Session {
  token: string;
  user: User;
  /** The client or candidate record, once onboarding has created it. */
  profile?: { id: number } & Record<string, unknown>;
  /** The CV dialog was shown in this session: it opens once a session (DECISIONS §6.9). */
  cvDialogShown?: boolean;
}

const KEY = 'passerelle.session';
const listeners = new Set<() => void>();
let current: Session | null = read();

function read(): Session | null {
  try {
    const raw = localStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Session) : null;
  } catch {
    return null;
  }
}

function emit() {
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: (): Session | null => current,
  token: (): string | null => current?.token ?? null,
  set(session: Session) {
    current = session;
    localStorage.setItem(KEY, JSON.stringify(session));
    emit();
  },
  update(patch: Partial<Session>) {
    if (!current) return;
    sessionStore.set({ ...current, ...patch });
  },
  /** Forgets everything the app kept in the browser (DECISIONS §2: logout clears everything). */
  clear() {
    current = null;
    localStorage.clear();
    sessionStorage.clear();
    emit();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

// Another tab logged in or out.
window.addEventListener('storage', (event) => {
  if (event.key === KEY || event.key === null) {
    current = read();
    emit();
  }
});

export function useSession(): Session | null {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get);
}
