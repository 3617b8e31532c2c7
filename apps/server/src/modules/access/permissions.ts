import type { ErrorCode } from '@passerelle/shared';
import type { Holding, RowKind } from './access.repository.js';

/**
 * Row access, declared (issue 28 §8; STYLE.md's second review, after immich's `requireAccess`): what each
 * permission is about, who holds it, and what a refused caller is told. Routes say who may call them (their
 * contract's roles); these say which rows a caller may touch. A service asks once, `requireAccess(db, auth,
 * permission, ids)`, and never compares owners itself.
 *
 * `to`: `member`, a member of the row's company (DECISIONS §6.3: every member acts on all of its company);
 * `owner`, the company's owner; `candidate`, the row's candidate; `self`, the account itself; `staff`, an
 * administrator (no query). `missing` answers an id with no row, `foreign` a row of someone else: the
 * statuses and codes each route answered before this module, which are a contract (docs/api.md).
 */
export interface PermissionRule {
  rows: RowKind;
  to: readonly (keyof Holding | 'staff')[];
  missing: ErrorCode;
  foreign: ErrorCode;
}

export const PERMISSIONS = {
  /** Read a company's offer with its applications (offreinfo), its shortlist, an interview about it. */
  'offer.read': { rows: 'offer', to: ['member'], missing: 'offer.not_found', foreign: 'access.not_owner' },
  /** Edit or close a company's offer, add to its shortlist. */
  'offer.write': { rows: 'offer', to: ['member'], missing: 'offer.not_found', foreign: 'access.not_owner' },
  /** Name an offer in a request for a candidate (newDmdCond): an unknown one is as refused as another's. */
  'offer.request': { rows: 'offer', to: ['member'], missing: 'access.not_owner', foreign: 'access.not_owner' },
  'favourite.delete': { rows: 'favourite', to: ['member'], missing: 'favourite.not_found', foreign: 'access.not_owner' },
  /** Vote, comment, remove on a shortlist item. */
  'shortlist.write': { rows: 'shortlistItem', to: ['member'], missing: 'shortlist.not_found', foreign: 'access.not_owner' },
  /** Cancel an interview, on the company's side. */
  'interview.company': { rows: 'interview', to: ['member'], missing: 'interview.not_found', foreign: 'access.not_owner' },
  /** Accept or cancel an interview, on the candidate's side. */
  'interview.candidate': { rows: 'interview', to: ['candidate'], missing: 'interview.not_found', foreign: 'access.not_owner' },
  /** A mission's reports, for either side; another's mission is as unknown as a missing one. */
  'mission.read': { rows: 'mission', to: ['member', 'candidate'], missing: 'mission.not_found', foreign: 'mission.not_found' },
  /** Declare days on a mission (saveCra): its candidate. */
  'mission.report': { rows: 'mission', to: ['candidate'], missing: 'mission.not_found', foreign: 'mission.not_found' },
  /** Review a mission, either side. */
  'mission.review': { rows: 'mission', to: ['member', 'candidate'], missing: 'mission.not_found', foreign: 'mission.not_found' },
  /** Set a mission's purchase-order reference (cl/setBonCommande): a member of its company. */
  'mission.order': { rows: 'mission', to: ['member'], missing: 'mission.not_found', foreign: 'mission.not_found' },
  /** Submit a CRA: the mission's candidate. */
  'cra.submit': { rows: 'cra', to: ['candidate'], missing: 'cra.not_found', foreign: 'cra.not_found' },
  /** Validate or refuse a CRA: a member of the mission's company. */
  'cra.validate': { rows: 'cra', to: ['member'], missing: 'cra.not_found', foreign: 'cra.not_found' },
  /**
   * An invoice's PDF: the invoiced company's members, the freelancer of a self-billed invoice (and of its credit
   * note), and the staff. The company is no party to the self-billed invoice (client_id null).
   */
  'invoice.read': {
    rows: 'invoice',
    to: ['member', 'candidate', 'staff'],
    missing: 'invoice.not_found',
    foreign: 'invoice.not_found',
  },
  /** A compliance document's file: its candidate and the staff. */
  'document.read': { rows: 'document', to: ['candidate', 'staff'], missing: 'document.not_found', foreign: 'document.not_found' },
  /** Resend or revoke an invitation: the company's owner. */
  'invitation.manage': {
    rows: 'invitation',
    to: ['owner'],
    missing: 'team.invitation_not_found',
    foreign: 'team.invitation_not_found',
  },
  /** Remove a member (by user id): the company's owner. */
  'member.remove': { rows: 'membership', to: ['owner'], missing: 'team.member_not_found', foreign: 'team.member_not_found' },
  /** A user's CV (by user id): the user and the staff. */
  'cv.read': { rows: 'account', to: ['self', 'staff'], missing: 'access.not_owner', foreign: 'access.not_owner' },
} as const satisfies Record<string, PermissionRule>;

export type Permission = keyof typeof PERMISSIONS;

export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[];
