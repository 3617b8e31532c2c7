import type { LinkPurpose, RouteContract } from '@passerelle/shared';

/**
 * What a link route's handler receives (issue 28 §8): the token of sb-tkn, hashed as the tables keep it, and
 * the purpose the route's contract declares (`access.link(purpose)`). The auth hook builds it; the token
 * checks (link_tokens, team_invitations) read the purpose from it, so that a service never spells it again
 * and a token of one purpose cannot be spent on a route of another.
 */
export interface LinkProof<P extends LinkPurpose = LinkPurpose> {
  purpose: P;
  tokenHash: string;
}

/** The LinkProof of a contract's link route (null for another access). */
export type LinkProofOf<C extends RouteContract> = C['access'] extends { kind: 'link'; purpose: infer P extends LinkPurpose }
  ? LinkProof<P>
  : null;
