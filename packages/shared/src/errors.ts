import { MSG } from './messages.js';

/**
 * Every failure the API can answer (DECISIONS §2), by its stable code: the HTTP status and the French
 * message. Clients test `code`, never the message, which may be reworded. Codes are dotted: the area,
 * then what went wrong. docs/api.md lists them (a test keeps that list and this table equal).
 */
export const ERRORS = {
  // Input and transport
  'input.invalid': { status: 400, message: MSG.invalidInput },
  'input.malformed_json': { status: 400, message: MSG.malformedJson },
  'input.empty_body': { status: 400, message: MSG.emptyBody },
  'input.forbidden_characters': { status: 400, message: MSG.forbiddenCharacters },
  'input.too_large': { status: 413, message: MSG.bodyTooLarge },
  'input.unsupported_media_type': { status: 415, message: MSG.unsupportedMediaType },
  'request.malformed': { status: 400, message: MSG.invalidInput },
  'request.uri_too_long': { status: 414, message: MSG.invalidInput },
  'request.headers_too_large': { status: 431, message: MSG.bodyTooLarge },
  'request.timeout': { status: 408, message: MSG.unavailable },
  'route.not_found': { status: 404, message: MSG.notFound },
  'rate.limited': { status: 429, message: MSG.tooManyRequests },
  'server.error': { status: 500, message: MSG.internalError },
  'server.unavailable': { status: 503, message: MSG.unavailable },

  // Sessions, link tokens, roles, second factor
  'auth.unauthenticated': { status: 401, message: MSG.unauthenticated },
  'auth.session_invalid': { status: 401, message: MSG.sessionInvalid },
  'auth.account_blocked': { status: 401, message: MSG.accountBlocked },
  'auth.link_invalid': { status: 401, message: MSG.linkInvalid },
  'auth.wrong_credentials': { status: 401, message: MSG.loginWrongCredentials },
  'auth.role_forbidden': { status: 403, message: MSG.forbidden },
  'auth.two_factor_required': { status: 403, message: MSG.twoFactorRequired },
  'auth.password_wrong': { status: 400, message: MSG.passwordWrong },
  'auth.last_password_wrong': { status: 400, message: MSG.lastPasswordWrong },

  // Account état (DECISIONS §3)
  'account.email_not_verified': { status: 403, message: MSG.emailNotVerified },
  'account.login_refused': { status: 403, message: MSG.loginRefused },
  'account.blocked': { status: 403, message: MSG.accountBlocked },
  'account.not_active': { status: 403, message: MSG.accountNotValidated },
  'account.email_taken': { status: 409, message: MSG.emailTaken },
  'account.email_already_verified': { status: 409, message: MSG.emailAlreadyVerified },
  'account.staff_cannot_delete': { status: 403, message: MSG.staffCannotDelete },
  'account.password_too_common': { status: 400, message: MSG.passwordTooCommon },
  'account.type_required': { status: 400, message: MSG.accountTypeRequired },

  // Ownership: an id that names another owner's record (DECISIONS §2)
  'access.not_owner': { status: 403, message: MSG.forbidden },

  // Client teams, shortlists and interviews (DECISIONS §6.3)
  'team.owner_only': { status: 403, message: MSG.teamOwnerOnly },
  'team.no_company': { status: 403, message: MSG.teamNoCompany },
  'team.email_taken': { status: 409, message: MSG.teamEmailTaken },
  'team.member_not_found': { status: 404, message: MSG.teamMemberNotFound },
  'team.cannot_remove_owner': { status: 409, message: MSG.teamCannotRemoveOwner },
  'team.invitation_not_found': { status: 404, message: MSG.teamInvitationNotFound },
  'shortlist.already': { status: 409, message: MSG.shortlistAlready },
  'shortlist.not_found': { status: 404, message: MSG.shortlistNotFound },
  'interview.not_found': { status: 404, message: MSG.interviewNotFound },
  'interview.slot_in_past': { status: 400, message: MSG.slotInPast },
  'interview.slot_not_proposed': { status: 400, message: MSG.slotNotProposed },
  'interview.not_proposed': { status: 409, message: MSG.interviewNotProposed },
  'interview.already_cancelled': { status: 409, message: MSG.interviewAlreadyCancelled },

  // Second factor
  'two_factor.code_invalid': { status: 400, message: MSG.twoFactorCodeInvalid },
  'two_factor.not_started': { status: 400, message: MSG.twoFactorNotStarted },
  'two_factor.already_on': { status: 409, message: MSG.twoFactorAlreadyOn },
  'two_factor.mandatory': { status: 403, message: MSG.twoFactorMandatory },
  'two_factor.policy_needs_own': { status: 403, message: MSG.twoFactorPolicyNeedsOwn },

  // Moderation
  'moderation.self': { status: 400, message: MSG.cannotActOnSelf },
  'moderation.forbidden_target': { status: 403, message: MSG.forbidden },
  'user.not_found': { status: 404, message: MSG.userNotFound },

  // Profiles and onboarding
  'profile.not_found': { status: 404, message: MSG.profileNotFound },
  'profile.already_exists': { status: 409, message: MSG.profileAlreadyExists },
  'profile.required_first': { status: 409, message: MSG.profileRequiredFirst },
  'candidate.not_found': { status: 404, message: MSG.candidateNotFound },

  // Files
  'upload.file_required': { status: 400, message: MSG.fileRequired },
  'upload.multipart_expected': { status: 415, message: MSG.multipartExpected },
  'upload.aborted': { status: 400, message: MSG.multipartExpected },
  'upload.photo_type': { status: 415, message: MSG.photoWrongType },
  'upload.photo_too_large': { status: 413, message: MSG.photoTooLarge },
  'upload.photo_missing': { status: 400, message: MSG.photoNotUploaded },
  'upload.cv_type': { status: 415, message: MSG.cvWrongType },
  'upload.cv_too_large': { status: 413, message: MSG.cvTooLarge },
  'file.not_found': { status: 404, message: MSG.notFound },
  'file.too_complex': { status: 422, message: MSG.fileTooComplex },
  'file.reader_busy': { status: 503, message: MSG.fileReaderBusy },
  'storage.unavailable': { status: 503, message: MSG.storageUnavailable },

  // Offers and applications
  'offer.not_found': { status: 404, message: MSG.offerNotFound },
  'offer.closed': { status: 409, message: MSG.offerClosedNoEdit },
  'offer.already_closed': { status: 409, message: MSG.offerAlreadyClosed },
  'offer.not_open': { status: 409, message: MSG.offerNotOpen },
  'application.not_found': { status: 404, message: MSG.applicationNotFound },
  'application.already_applied': { status: 409, message: MSG.alreadyApplied },
  'application.answered': { status: 409, message: MSG.applicationAnswered },

  // Requests, missions, favourites
  'request.not_found': { status: 404, message: MSG.requestNotFound },
  'request.already_pending': { status: 409, message: MSG.requestAlreadyPending },
  'request.already_treated': { status: 409, message: MSG.requestAlreadyTreated },
  'request.party_inactive': { status: 409, message: MSG.requestPartyInactive },
  'request.mismatch': { status: 400, message: MSG.requestMismatch },
  'mission.not_found': { status: 404, message: MSG.missionNotFound },
  'favourite.not_found': { status: 404, message: MSG.favouriteNotFound },
  'alert.limit': { status: 400, message: MSG.alertsMax },
  'alert.not_found': { status: 404, message: MSG.alertNotFound },

  // Chat, notifications, technical test
  'chat.recipient_required': { status: 400, message: MSG.chatRecipientRequired },
  'chat.message_empty': { status: 400, message: MSG.chatMessageEmpty },
  'notification.not_found': { status: 404, message: MSG.notFound },
  // Contact messages (DECISIONS §6.9)
  'contact.bad_email': { status: 400, message: MSG.emailInvalid },
  'contact.not_found': { status: 404, message: MSG.contactNotFound },
  'contact.no_email': { status: 409, message: MSG.contactNoEmail },
  'tech_test.too_soon': { status: 429, message: MSG.techTestTooSoon },

  // Skills vocabulary and briefs (DECISIONS §6.1)
  'skill.unknown': { status: 404, message: MSG.skillUnknown },
  'skill.alias_taken': { status: 409, message: MSG.skillAliasTaken },
  'skill.label_taken': { status: 409, message: MSG.skillLabelTaken },
  'brief.no_text': { status: 400, message: MSG.briefNoText },
  'brief.file_type': { status: 415, message: MSG.briefFileType },
  'brief.file_too_large': { status: 413, message: MSG.briefFileTooLarge },
  // Payments, bank statements, finance (DECISIONS §6.7)
  'payment.exceeds': { status: 409, message: MSG.paymentExceeds },
  'payment.date_future': { status: 400, message: MSG.paymentDateFuture },
  'releve.invalid': { status: 400, message: MSG.releveInvalid },
  'releve.too_large': { status: 413, message: MSG.releveTooLarge },
  'releve.too_complex': { status: 422, message: MSG.releveTooComplex },
  'payout.no_account': { status: 409, message: MSG.payoutNoAccount },
  'payout.nothing_to_pay': { status: 409, message: MSG.payoutNothingToPay },
  'payout.not_found': { status: 404, message: MSG.payoutNotFound },
  'payout.already_confirmed': { status: 409, message: MSG.payoutAlreadyConfirmed },
  // Missions on the platform: CRA, invoices (DECISIONS §6.4)
  'cra.not_found': { status: 404, message: MSG.craNotFound },
  'cra.day_outside': { status: 400, message: MSG.craDayOutside },
  'cra.future_month': { status: 400, message: MSG.craFutureMonth },
  'cra.month_outside': { status: 400, message: MSG.craMonthOutside },
  'mission.has_invoices': { status: 409, message: MSG.missionHasInvoices },
  'cra.mission_not_running': { status: 409, message: MSG.craMissionNotRunning },
  'cra.locked': { status: 409, message: MSG.craLocked },
  'cra.not_submitted': { status: 409, message: MSG.craNotSubmitted },
  'cra.empty': { status: 400, message: MSG.craEmpty },
  'invoice.not_found': { status: 404, message: MSG.invoiceNotFound },
  'invoice.not_configured': { status: 503, message: MSG.invoicingNotConfigured },
  'invoice.billing_missing': { status: 409, message: MSG.invoiceBillingMissing },
  'invoice.already_credited': { status: 409, message: MSG.invoiceAlreadyCredited },
  'invoice.not_creditable': { status: 409, message: MSG.invoiceNotCreditable },
  'billing.bad_siret': { status: 400, message: MSG.siretInvalid },
  'billing.bad_vat': { status: 400, message: MSG.vatNumberInvalid },
  'billing.vat_required': { status: 400, message: MSG.vatNumberRequired },
  'billing.bad_iban': { status: 400, message: MSG.ibanInvalid },
  'billing.mandate_required': { status: 400, message: MSG.mandateRequired },
  'document.not_found': { status: 404, message: MSG.documentNotFound },
  'document.file_type': { status: 415, message: MSG.documentWrongType },
  'document.too_large': { status: 413, message: MSG.documentTooLarge },
  'document.expiry_required': { status: 400, message: MSG.documentExpiryRequired },
  'document.expiry_past': { status: 400, message: MSG.documentExpiryPast },
  'compliance.missing': { status: 409, message: MSG.complianceMissing },
  'mission.tjm_candidat_above': { status: 400, message: MSG.tjmCandidatAbove },
  'mission.contracts_unsigned': { status: 409, message: MSG.contractsUnsigned },
  'mission.contracts_signed': { status: 409, message: MSG.contractsSigned },
  'contract.not_found': { status: 404, message: MSG.contratNotFound },
  'contract.bad_code': { status: 400, message: MSG.contratBadCode },
  'contract.already_signed': { status: 409, message: MSG.contratAlreadySigned },
  'review.mission_not_ended': { status: 409, message: MSG.reviewMissionNotEnded },
  'review.window_closed': { status: 409, message: MSG.reviewWindowClosed },
  'review.already_left': { status: 409, message: MSG.reviewAlreadyLeft },
  'review.not_found': { status: 404, message: MSG.reviewNotFound },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;

export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(ERRORS, value);
}
