/**
 * A link that leaves the app (a mail, a calendar invitation): APP_URL (DECISIONS §1) and a page of the shared
 * list (`paths` of @passerelle/shared). Notifications keep the bare page path, which the web opens in place.
 * Every page is built there, never spelled here: a page the list does not know is a page the request log
 * does not hide (lib/spelled-paths.test.ts keeps server code from spelling one).
 */
export function appLink(ctx: { config: { appUrl: string } }, page: string): string {
  return `${ctx.config.appUrl}${page}`;
}
