import { ThemeProvider } from '@mui/material/styles';
import { TOKEN_HEADER } from '@passerelle/shared/constants';
import { errorsOf, FILE, type RouteContract } from '@passerelle/shared/contract';
import { ERRORS, isErrorCode } from '@passerelle/shared/errors';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, expect, vi } from 'vitest';
import { setSessionExpiredHandler, setTwoFactorRequiredHandler } from '../lib/api-client';
import { sessionStore } from '../lib/session';
import { theme } from '../lib/theme';

// findBy… waits a little longer than its default second: forms are typed into on a loaded machine.
// findBy… waits this long only when the element never comes (a failing test); generous for a busy machine.
configure({ asyncUtilTimeout: 10_000 });

// jsdom has no CSS.escape, which user-event uses to walk a radio group with the arrows.
if (typeof globalThis.CSS?.escape !== 'function') {
  Object.defineProperty(globalThis, 'CSS', {
    value: { ...globalThis.CSS, escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) },
    configurable: true,
  });
}

/**
 * Renders a screen as the app does (theme, a fresh react-query client; date fields carry their French
 * localization) inside a
 * memory router at `path`; every other address shows where the screen navigated (`currentPath()`).
 * Returns a user-event instance: forms are filled with the keyboard, as a user does.
 */
export function renderScreen(
  ui: ReactElement,
  { path = '/', pattern = '*', state }: { path?: string; pattern?: string; state?: unknown } = {},
) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  // A user may pick any file in the browser's dialog: the form, not the chooser, refuses the wrong ones.
  const user = userEvent.setup({ applyAccept: false });
  const view = render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[state === undefined ? path : { pathname: path, state }]}>
          <Routes>
            <Route path={pattern} element={ui} />
            {pattern !== '*' && <Route path="*" element={null} />}
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { user, queryClient, ...view };
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location" hidden>{`${location.pathname}${location.search}`}</output>;
}

/** Where the screen has navigated to. */
export const currentPath = () => screen.getByTestId('location').textContent;

/** Types a date (dd/mm/yyyy) into the MUI date field labelled `label`, section by section as a user does. */
export async function typeDate(user: ReturnType<typeof userEvent.setup>, label: string, ddmmyyyy: string) {
  // The picker's code loads after the page (components/form/date-field.tsx): its field comes then.
  const group = await screen.findByRole('group', { name: label });
  await user.click(within(group).getByRole('spinbutton', { name: 'Jour' }));
  await user.keyboard(ddmmyyyy.replace(/\D/g, ''));
}

// ── The API, faked at fetch ─────────────────────────────────────────────────────────────────────

interface SentRequest {
  url: string;
  method: string;
  /** The JSON body, parsed. */
  body: unknown;
  /** The sb-tkn header, null when none was sent. */
  token: string | null;
}

type Reply = { status?: number; body: unknown };
type Answer = Reply | ((request: SentRequest) => Reply);

/** Codes any route may answer whatever its contract: no such route, too many requests, a request the server could not read. */
const TRANSPORT_CODES = ['route.not_found', 'rate.limited', 'request.malformed', 'request.timeout'];

/**
 * What is wrong with a fake answer, by the route's contract: a success must parse with the route's response
 * schema, a refusal must be the error shape with a code the route declares and that code's status. A server
 * error (5xx) is what the server cannot promise: anything goes. Null when the answer is one the server may give.
 */
function contractBreach(route: RouteContract, { status = 200, body }: Reply): string | null {
  const where = `${route.method} ${route.url} (${status})`;
  if (status >= 500) return null;
  if (status < 400) {
    if (route.response === FILE) return null;
    const parsed = route.response.safeParse(body);
    return parsed.success ? null : `${where}: the fake answer does not match the response schema: ${parsed.error.message}`;
  }
  const failure = body as { done?: unknown; success?: unknown; message?: unknown; code?: unknown } | null;
  if (failure?.done !== false || failure.success !== false || typeof failure.message !== 'string') {
    return `${where}: a refusal has the error shape { done: false, success: false, message, code }`;
  }
  const declared: string[] = [...errorsOf(route), ...TRANSPORT_CODES];
  if (!isErrorCode(failure.code) || !declared.includes(failure.code)) {
    return `${where}: code ${String(failure.code)} is not one the route declares (${declared.join(', ')})`;
  }
  if (ERRORS[failure.code].status !== status) return `${where}: ${failure.code} comes with ${ERRORS[failure.code].status}`;
  return null;
}

/** Fake answers that the server could not give, found while a test ran: the test fails after it (afterEach). */
const breaches: string[] = [];

/**
 * Replaces fetch with a fake server answering the routes it is told about (a 404 `route.not_found` for
 * any other), and keeps every request it received. Every answer is checked against the route's contract
 * (contractBreach): a fake that drifts from the contract fails the test instead of passing on a shape the
 * server never sends.
 */
export function fakeApi() {
  const answers = new Map<string, { route: RouteContract; answer: Answer; unchecked?: boolean }>();
  const requests: SentRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const headers = new Headers(init.headers);
    const request: SentRequest = {
      url,
      method: init.method ?? 'GET',
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      token: headers.get(TOKEN_HEADER),
    };
    requests.push(request);
    const known = answers.get(`${request.method} ${url.split('?')[0]}`);
    const reply: Reply = !known
      ? { status: 404, body: { done: false, success: false, message: 'Introuvable', code: 'route.not_found' } }
      : typeof known.answer === 'function'
        ? known.answer(request)
        : known.answer;
    if (known && typeof known.answer === 'function' && !known.unchecked) {
      const breach = contractBreach(known.route, reply);
      if (breach) breaches.push(breach);
    }
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    /**
     * What the route answers from now on (a route with path parameters: its url as sent, with the contract's other
     * fields). A fixed answer is checked against the contract here, an answer computed per request when it is sent.
     */
    on(route: RouteContract, answer: Answer) {
      if (typeof answer !== 'function') {
        const breach = contractBreach(route, answer);
        if (breach) throw new Error(breach);
      }
      answers.set(`${route.method} ${route.url}`, { route, answer });
    },
    /**
     * An answer the server never gives (a code outside the catalogue, a malformed body), unchecked: only for the
     * tests of how the client itself copes with one (lib/api-client.test.ts).
     */
    onOutsideContract(route: Pick<RouteContract, 'method' | 'url'>, answer: Reply) {
      answers.set(`${route.method} ${route.url}`, { route: route as RouteContract, answer: () => answer, unchecked: true });
    },
    /** The requests sent to this route. */
    sentTo: (route: Pick<RouteContract, 'method' | 'url'>) =>
      requests.filter((r) => r.method === route.method && r.url.split('?')[0] === route.url),
    requests,
  };
}

interface SentUpload {
  url: string;
  token: string | null;
  file: unknown;
}

/**
 * Replaces XMLHttpRequest (what `upload` sends files with) by a fake that reports half, then answers
 * `outcome` (changeable between uploads), and keeps what it was sent.
 */
export function fakeUploads(answer: { status?: number; body: unknown }) {
  const sent: SentUpload[] = [];
  const outcome = { status: answer.status ?? 200, body: answer.body };
  class FakeXhr {
    status = 0;
    statusText = '';
    response: unknown = null;
    responseType = '';
    upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
    onload?: () => void;
    onerror?: () => void;
    private url = '';
    private token: string | null = null;
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      if (name === TOKEN_HEADER) this.token = value;
    }
    send(form: FormData) {
      sent.push({ url: this.url, token: this.token, file: form.get('file') });
      this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
      this.status = outcome.status;
      this.response = outcome.body;
      setTimeout(() => this.onload?.(), 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { sent, outcome };
}

/** An error answer as the server writes it (DECISIONS §2). */
export const refusal = (status: number, code: string, message: string, errors?: Record<string, string>) => ({
  status,
  body: { done: false, success: false, message, code, ...(errors ? { errors } : {}) },
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  sessionStore.clear();
  setSessionExpiredHandler(() => undefined);
  setTwoFactorRequiredHandler(() => undefined);
  const found = breaches.splice(0);
  expect(found, 'fake answers the server could not give').toEqual([]);
});
