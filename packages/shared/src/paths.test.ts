import { describe, expect, it } from 'vitest';
import { dashboardRoute, paths, TOKEN_PAGES } from './paths.js';

/**
 * The app's URLs are a contract (SPEC §2): the server's mails link to the verification, reset and
 * unsubscribe screens, users bookmark the dashboard's. Everything else builds them from paths; this
 * test is where they are written out.
 */
describe('paths: the URLs of SPEC §2', () => {
  it('public and onboarding screens', () => {
    expect([paths.home, paths.login, paths.register, paths.forgotPassword]).toEqual([
      '/home',
      '/login',
      '/register',
      '/forget-pass',
    ]);
    expect(paths.registerAs('candidat')).toBe('/register?sel=candidat');
    expect(paths.onboarding).toEqual({
      client: '/register/cl/inf',
      candidate: '/register/cd/inf',
      education: '/register/cd/educ',
      experience: '/register/cd/exp',
    });
  });

  it('the screens the mails link to, and their patterns', () => {
    expect(paths.verifyClient('abc')).toBe('/register/vfcl/abc');
    expect(paths.verifyCandidate('abc')).toBe('/register/vfcd/abc');
    expect(paths.resetPassword('abc')).toBe('/acc/rst-pass/abc');
    expect(paths.unsubscribe('abc')).toBe('/desabonnement/abc');
    expect(paths.unsubscribe()).toBe('/desabonnement/:token');
    expect(paths.joinTeam('abc')).toBe('/register/team/abc');
    expect(paths.confirmDispo('abc')).toBe('/disponibilite/confirmer/abc');
    expect(paths.keepAccount('abc')).toBe('/compte/conserver/abc');
  });

  it('marks every page whose path carries a live token (the request log hides it)', () => {
    // Written out here, not derived: a token page that lost its mark would drop out of the redaction silently.
    expect(TOKEN_PAGES.map((page) => page.tokenPrefix).sort()).toEqual([
      '/acc/rst-pass/',
      '/compte/conserver/',
      '/desabonnement/',
      '/disponibilite/confirmer/',
      '/register/team/',
      '/register/vfcd/',
      '/register/vfcl/',
    ]);
    for (const page of TOKEN_PAGES) expect(page('t0k3n')).toBe(`${page.tokenPrefix}t0k3n`);
  });

  it('the dashboards', () => {
    const { client, candidate, admin } = paths.dashboard;
    expect([paths.dashboard.home, paths.dashboard.chat, paths.dashboard.account]).toEqual([
      '/dashb',
      '/dashb/chat',
      '/dashb/compte',
    ]);
    expect(client).toMatchObject({
      profile: '/dashb/profile',
      profileEdit: '/dashb/profile/edt',
      search: '/dashb/srcd',
      offers: '/dashb/mesoffres',
      offerCreate: '/dashb/offre-crt',
      bridgeMatch: '/dashb/bmatch',
      favourites: '/dashb/favoris',
      missions: '/dashb/mission',
    });
    expect([client.offer(7), client.offerEdit(7), client.offer()]).toEqual([
      '/dashb/mesoffres/7',
      '/dashb/offre-edt/7',
      '/dashb/mesoffres/:id',
    ]);
    expect(candidate).toMatchObject({
      profile: '/dashb/profile',
      offers: '/dashb/offre',
      techTest: '/dashb/tech',
      propositions: '/dashb/proposition',
    });
    expect(candidate.offer(7)).toBe('/dashb/offre/7');
    expect(admin).toMatchObject({
      clients: '/dashb/acc/cl',
      candidates: '/dashb/acc/cd',
      inactiveCandidates: '/dashb/acc/inactifs',
      requests: '/dashb/acc/dmd',
      missions: '/dashb/mission',
      offers: '/dashb/offre',
      contact: '/dashb/contact',
      skills: '/dashb/skills',
      staff: '/dashb/admins',
    });
    expect(admin.offer(7)).toBe('/dashb/offre/7');
  });

  it('dashboardRoute: the shells nest their routes under /dashb', () => {
    expect(dashboardRoute(paths.dashboard.home)).toBe('');
    expect(dashboardRoute(paths.dashboard.admin.offer())).toBe('offre/:id');
    expect(() => dashboardRoute(paths.login)).toThrow();
  });
});
