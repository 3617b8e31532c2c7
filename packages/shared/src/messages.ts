/**
 * Every French sentence a user can read that the server or a form produces, in one place.
 * Wording is SPEC.md's (§5, §8) verbatim, corrected where DECISIONS.md §4 says so.
 */
export const MSG = {
  // Login (SPEC §5)
  emailRequired: 'Vous devez saisir votre e-mail !',
  emailInvalid: 'E-mail non valide !',
  passwordRequired: 'Vous devez saisir votre mot de passe !',
  loginPasswordInvalid: 'Mot de passe non valide !',
  loginRefused: 'Contactez-nous afin de valider votre compte.',
  loginWrongCredentials: 'E-mail ou mot de passe incorrect !',

  // Register (SPEC §5, DECISIONS §3–§4)
  accountTypeRequired: 'Vous devez choisir un type de compte !',
  passwordInvalid: 'Mot de passe non valide (6 caractères minimum) !',
  passwordTooLong: 'Mot de passe trop long (128 caractères maximum) !',
  passwordTooCommon: 'Mot de passe trop courant, choisissez-en un autre !',
  confirmPasswordRequired: 'Vous devez confirmer votre mot de passe !',
  passwordsDiffer: 'Les mots de passe ne sont pas identiques !',
  termsRequired: 'Vous devez accepter les conditions générales !',
  emailTaken: 'Un compte existe déjà avec cet e-mail !',
  emailAlreadyVerified: 'Votre adresse e-mail est déjà validée !',

  // Password change and reset
  lastPasswordRequired: 'Vous devez saisir votre ancien mot de passe !',
  lastPasswordWrong: 'Ancien mot de passe incorrect !',
  passwordChanged: 'Mot de passe modifié',

  // Client profile (SPEC §5)
  nomRequired: 'Vous devez saisir votre nom !',
  nomInvalid: 'Nom non valide (3 caractères minimum) !',
  prenomRequired: 'Vous devez saisir votre prénom !',
  prenomInvalid: 'Prénom non valide (3 caractères minimum) !',
  clientTypeRequired: 'Vous devez choisir le type de client !',
  companyNameRequired: "Vous devez saisir le nom de l'entreprise !",
  companyNameInvalid: 'Nom non valide (2 caractères minimum) !',
  creationDateRequired: 'Vous devez saisir la date de création !',
  sectorRequired: "Vous devez saisir le secteur d'activité !",
  sectorInvalid: 'Secteur non valide (4 caractères minimum) !',
  phoneRequired: 'Vous devez saisir votre numéro de téléphone !',
  phoneInvalid: 'Numéro de téléphone non valide !',
  websiteInvalid: 'Adresse du site non valide !',
  photoTooLarge: 'La photo ne doit pas dépasser 2 Mo !',
  photoRequired: 'Vous devez choisir une photo de profil !',
  photoWrongType: 'La photo doit être une image JPEG, PNG ou WebP !',
  photoNotUploaded: "Photo introuvable, veuillez l'envoyer à nouveau !",

  // The company's billing identity, printed on its invoices (Code de commerce L441-9, issue 19)
  billingAddressRequired: "Vous devez saisir l'adresse de facturation !",
  billingAddressInvalid: 'Adresse non valide (5 caractères minimum) !',
  postalCodeRequired: 'Vous devez saisir le code postal !',
  postalCodeInvalid: 'Code postal non valide (5 chiffres) !',
  cityRequired: 'Vous devez saisir la ville !',
  cityInvalid: 'Ville non valide (2 caractères minimum) !',
  sirenRequired: "Vous devez saisir le numéro SIREN de l'entreprise !",
  sirenInvalid: 'Numéro SIREN non valide (9 chiffres) !',
  /** Nine digits of which one is mistyped: the Luhn key says so (DECISIONS §6.9). */
  sirenWrongKey: 'Numéro SIREN non valide (clé de contrôle) !',

  // Onboarding steps (SPEC §4)
  profileAlreadyExists: 'Votre profil est déjà créé !',
  profileRequiredFirst: "Vous devez d'abord compléter votre profil !",
  profileNotFound: 'Profil introuvable !',

  // Candidate profile (SPEC §5 edit-info messages)
  sexRequired: 'Vous devez choisir votre sexe !',
  nivEtudeRequired: "Vous devez choisir votre niveau d'études !",
  nivExpRequired: "Vous devez choisir votre niveau d'expérience !",
  birthDateRequired: 'Vous devez saisir votre date de naissance !',
  birthDateInvalid: 'Date de naissance non valide !',
  titreRequired: 'Vous devez saisir votre titre de profil !',
  min3Invalid: 'Non valide (3 caractères minimum) !',
  dispoRequired: 'Vous devez saisir la date de disponibilité !',
  skillsRequired: 'Vous devez saisir au moins une compétence !',
  skillDuplicate: 'Cette compétence est déjà dans la liste !',

  // Education and experience (SPEC §5)
  formationsRequired: 'Vous devez saisir au moins une formation !',
  experiencesRequired: 'Vous devez saisir au moins une expérience !',
  diplomaRequired: 'Vous devez saisir le diplôme !',
  schoolRequired: "Vous devez saisir l'école !",
  companyRequired: "Vous devez saisir l'entreprise !",
  placeRequired: 'Vous devez saisir le lieu !',
  domainRequired: 'Vous devez saisir le domaine !',
  functionRequired: 'Vous devez saisir la fonction !',
  descriptionRequired: 'Vous devez saisir la description !',
  descriptionInvalid: 'non valide ( min 10 caractères ) !',
  startDateRequired: 'Vous devez saisir la date de début !',
  endDateRequired: 'Vous devez saisir la date de fin !',
  endBeforeStart: 'La date de fin doit être après la date de début !',
  dateInvalid: 'Date non valide !',
  dateIncomplete: "Date incomplète : saisissez le jour, le mois et l'année !",
  emptyFormations: 'Aucune formation ajoutée',
  emptyExperiences: 'Aucune expérience ajoutée',

  // Offers (SPEC §5, DECISIONS §4)
  offerTitleRequired: 'Vous devez saisir le titre !',
  budgetRequired: 'Vous devez choisir le TJM !',
  budgetNotNumber: 'Le budget doit être un nombre en €',
  tjmInvalid: 'TJM non valide',
  techRequired: 'Vous devez saisir les technologies requises !',
  techDuplicate: 'Cette technologie est déjà dans la liste !',
  offerCreated: 'Offre publiée',
  offerCreateFailed: "Échec de la création de l'offre !",
  offerEditFailed: "Échec de la modification de l'offre !",
  noApplications: 'Aucune candidature pour cette offre',
  offerNotFound: 'Offre introuvable !',
  /** What a candidate who did not apply reads for an offer closed or blocked since (DECISIONS §6.9). */
  offerNoLongerAvailable: 'Cette offre n’est plus disponible',
  offerClosedNoEdit: 'Cette offre est fermée : vous ne pouvez plus la modifier !',
  offerAlreadyClosed: 'Cette offre est déjà fermée !',
  offerNotOpen: "Cette offre n'accepte plus de candidatures !",

  // Applications (DECISIONS §3)
  alreadyApplied: 'Vous avez déjà postulé à cette offre !',
  applicationNotFound: 'Candidature introuvable !',
  applicationAnswered: 'Votre candidature a déjà reçu une réponse : vous ne pouvez plus la retirer !',

  // TJM, requests and missions (SPEC §5)
  tjmNotNumber: 'Le TJM doit être un nombre en €',
  tjmDecimalNotNumber: 'Le TJM doit être un nombre, par exemple 3600,500 €',
  tjmDecimalInvalid: 'Trois décimales au maximum',
  missionEtatRequired: 'Vous devez choisir un état !',
  decisionRequired: 'Vous devez choisir une décision !',
  tjmEdited: 'TJM modifié',
  requestTreated: 'Demande traitée',
  /** The failure decision (DECISIONS §4, issue 16). */
  requestClosedFail: 'Demande clôturée sans suite',
  editSaved: 'Modification enregistrée',

  // Contact form (SPEC §5)
  contactAllRequired: 'Tous les champs sont obligatoires.',
  contactSent: 'Votre message a été envoyé.',
  contactReplyRequired: 'Vous devez saisir votre réponse !',
  contactReplySent: 'Réponse envoyée',
  contactHandled: 'Message marqué comme traité',
  contactNotFound: 'Message introuvable !',
  contactNoEmail: 'Ce message n’a pas d’adresse e-mail : impossible d’y répondre.',

  // Chat
  chatMessageEmpty: 'Le message est vide !',
  chatRecipientRequired: 'Choisissez la personne à qui écrire !',
  unsubscribed: 'Vous ne recevrez plus de récapitulatif par e-mail.',

  // Generic successes and failures (SPEC §8)
  saved: 'Votre modification a été enregistrée.',
  cvUploaded: 'CV envoyé',
  failed: 'Échec !',
  cvTooLarge: 'Taille max du CV 2MB !',
  cvWrongType: 'Le CV doit être un fichier PDF, DOC ou DOCX !',
  fileRequired: 'Vous devez choisir un fichier !',
  fileTooComplex: 'Ce fichier est trop lourd à lire : enregistrez-le de nouveau en PDF ou en DOCX plus simple, puis réessayez.',
  fileReaderBusy: 'Trop de fichiers sont en cours de lecture : réessayez dans un instant.',
  fetchFailed: 'Échec de la récupération des données !',
  registerFailed: "Échec de l'inscription !",
  resendFailed: "Échec du renvoi de l'e-mail !",
  verifyFailed: "Échec de la validation de l'e-mail !",
  checkProfileFailed: 'Échec de la vérification du profil !',
  createProfileFailed: 'Échec de la création du profil !',
  imageUploadFailed: "Échec de l'envoi de l'image !",
  saveDataFailed: "Échec de l'enregistrement des données !",
  invalidUser: 'Utilisateur non valide !',

  // Access and transport errors (DECISIONS §2)
  unauthenticated: 'Vous devez vous connecter pour accéder à ce service !',
  sessionInvalid: 'Votre session a expiré, veuillez vous reconnecter !',
  accountBlocked: 'Votre compte est désactivé : contactez-nous.',
  emailNotVerified: "Vous devez d'abord valider votre adresse e-mail.",
  forbidden: "Vous n'avez pas le droit d'effectuer cette action !",
  accountNotValidated: 'Votre compte doit être validé par notre équipe',
  linkInvalid: 'Ce lien est invalide ou a expiré, veuillez en demander un nouveau !',
  notFound: 'Ressource introuvable !',
  userNotFound: 'Utilisateur introuvable !',
  conflict: 'Cette action a déjà été effectuée !',
  invalidInput: 'Les données envoyées ne sont pas valides !',
  malformedJson: 'Requête invalide : le contenu JSON est mal formé !',
  emptyBody: 'Requête invalide : le contenu est vide !',
  forbiddenCharacters: 'Texte non valide : il contient des caractères interdits !',
  /** A single-line field (a name, a title, an address) with a line break or a control character (issue 28). */
  oneLineOnly: 'Texte non valide : une seule ligne, sans caractère de contrôle !',
  /** A multi-line field (a description, a message) with a control character other than a line break. */
  controlCharacters: 'Texte non valide : il contient des caractères de contrôle !',
  /** A person's or a company's name that a mail would show as a link (issue 28). */
  nameWithLink: 'Un nom ne peut pas contenir de lien ni d’adresse web !',
  bodyTooLarge: 'Requête trop volumineuse !',
  unsupportedMediaType: 'Type de contenu non pris en charge !',
  multipartExpected: 'Requête invalide : un fichier est attendu (formulaire multipart) !',
  tooManyRequests: 'Trop de tentatives, veuillez réessayer dans quelques minutes !',
  internalError: 'Une erreur est survenue de notre côté, veuillez réessayer plus tard !',
  unavailable: 'Le service est momentanément indisponible, veuillez réessayer plus tard !',
  storageUnavailable: 'Le stockage des fichiers est momentanément indisponible, veuillez réessayer plus tard !',
  cannotActOnSelf: 'Vous ne pouvez pas effectuer cette action sur votre propre compte !',

  // Second factor (issue 9)
  twoFactorPrompt: "Saisissez le code à 6 chiffres de votre application d'authentification, ou un code de secours.",
  twoFactorCodeRequired: 'Vous devez saisir le code de vérification !',
  twoFactorCodeInvalid: 'Code de vérification incorrect !',
  twoFactorRequired: 'La double authentification est obligatoire pour les administrateurs : activez-la dans Mon compte.',
  twoFactorMandatory: 'La double authentification est obligatoire pour votre compte.',
  twoFactorNotStarted: "Commencez par afficher le QR code de l'activation.",
  twoFactorAlreadyOn: 'La double authentification est déjà activée.',
  twoFactorEnabled: 'Double authentification activée.',
  twoFactorDisabled: 'Double authentification désactivée.',
  passwordWrong: 'Mot de passe incorrect !',
  twoFactorPolicyNeedsOwn:
    "Activez d'abord la double authentification sur votre propre compte : elle sera obligatoire pour vous aussi.",

  // Personal data (RGPD)
  accountDeleted: 'Votre compte a été supprimé. Vos données personnelles ont été effacées.',
  staffCannotDelete: "Un compte de l'équipe ne se supprime pas : demandez à un super administrateur de le désactiver.",

  // Mails
  resetMailSent: 'Si un compte existe avec cet e-mail, un lien de réinitialisation vient de lui être envoyé.',

  // ── Matching, requests, missions, favourites (matching-server) ──
  candidateNotFound: 'Candidat introuvable !',
  requestNotFound: 'Demande introuvable !',
  requestAlreadyPending: 'Vous avez déjà une demande en attente pour ce candidat !',
  requestAlreadyTreated: 'Cette demande a déjà été traitée !',
  requestPartyInactive: "Le client ou le candidat n'est plus actif : la demande ne peut pas aboutir, traitez-la en échec.",
  requestMismatch: 'Cette demande ne concerne pas ce client ou ce candidat !',
  requestSent: 'Demande envoyée',
  missionNotFound: 'Mission introuvable !',
  favouriteNotFound: 'Favori introuvable !',

  // Availability and alerts (DECISIONS §6.2)
  joursSemaineInvalid: 'Le nombre de jours par semaine doit être compris entre 1 et 5 !',
  dispoPast: 'La date de disponibilité ne peut pas être dans le passé !',
  minScoreInvalid: 'Le score minimum doit être compris entre 0 et 100 !',
  alertNoCriteria: 'Indiquez au moins une compétence ou un texte à rechercher !',
  alertsMax: "20 alertes au maximum : supprimez-en une avant d'en créer une autre !",
  alertNotFound: 'Alerte introuvable !',
  // ── end matching-server ──

  // ── Candidate area (candidate-ui) ──
  techTestAsked: 'Votre demande a été envoyée à notre équipe : elle vous répondra dans le chat.',
  techTestTooSoon:
    'Vous avez déjà demandé un test technique : notre équipe vous répondra dans le chat. Vous pourrez renouveler votre demande 24 h après la précédente.',
  cvDownloadFailed: 'Échec du téléchargement du CV !',
  // ── end candidate area ──

  // ── Skills vocabulary and briefs (DECISIONS §6.1) ──
  skillUnknown: 'Compétence inconnue : choisissez une compétence du vocabulaire.',
  skillAliasTaken: 'Cette orthographe appartient déjà à une autre compétence.',
  skillLabelTaken: 'Cette compétence existe déjà.',
  skillLabelRequired: 'Vous devez saisir le nom de la compétence !',
  skillTagRequired: "Vous devez saisir l'orthographe à rattacher !",
  skillQueryTooLong: '100 caractères au maximum !',
  skillsResolveTooMany: '100 compétences au maximum !',
  briefTextRequired: "Vous devez coller le texte d'une fiche de poste !",
  briefTextTooLong: 'La fiche de poste ne doit pas dépasser 20 000 caractères !',
  briefNoText: 'Aucun texte lisible dans ce fichier',
  briefFileType: 'Le fichier doit être un PDF, un DOCX ou un texte (TXT) !',
  briefFileTooLarge: 'Le fichier ne doit pas dépasser 2 Mo !',
  briefReadFailed: 'Échec de la lecture de la fiche de poste !',
  briefNoSkill: 'Aucune compétence reconnue dans cette fiche : ajoutez-en au moins une.',
  // ── end skills ──

  // ── Client teams, shortlists, interviews (DECISIONS §6.3) ──
  teamOwnerOnly: "Seul le propriétaire du compte de l'entreprise peut gérer l'équipe.",
  teamEmailTaken: 'Cette adresse e-mail a déjà un compte Passerelle : elle ne peut pas rejoindre votre équipe.',
  teamMemberNotFound: 'Membre introuvable !',
  teamCannotRemoveOwner: "Le propriétaire ne peut pas être retiré de l'équipe.",
  teamInvitationNotFound: 'Invitation introuvable !',
  teamNoCompany: "Votre compte n'est rattaché à aucune entreprise.",
  shortlistAlready: 'Ce candidat est déjà dans la sélection de cette offre.',
  shortlistNotFound: 'Candidat introuvable dans la sélection !',
  commentRequired: 'Vous devez saisir un commentaire !',
  commentTooLong: 'Le commentaire ne doit pas dépasser 2 000 caractères !',
  slotsRequired: 'Vous devez proposer au moins un créneau !',
  slotsTooMany: 'Cinq créneaux au maximum !',
  slotInvalid: 'Créneau non valide !',
  slotInPast: 'Un créneau proposé est déjà passé !',
  slotsDuplicate: 'Vous avez proposé deux fois le même créneau !',
  slotTooFar: 'Un créneau doit être dans les 12 prochains mois !',
  slotNotProposed: 'Ce créneau ne fait pas partie des créneaux proposés !',
  durationInvalid: 'La durée doit être de 30, 45 ou 60 minutes !',
  videoLinkInvalid: 'Lien de visioconférence non valide (https://…) !',
  interviewNotFound: 'Entretien introuvable !',
  interviewNotProposed: "Cet entretien n'attend plus de réponse.",
  interviewAlreadyCancelled: 'Cet entretien est déjà annulé.',
  // ── end teams ──
  // ── Payments, bank statements, finance (DECISIONS §6.7) ──
  paymentExceeds: 'Ce paiement dépasse le reste dû de la facture !',
  paymentAmountInvalid: 'Montant non valide : un nombre positif en euros, deux décimales au maximum !',
  paymentDateRequired: 'Vous devez saisir la date du paiement !',
  paymentDateFuture: 'La date du paiement ne peut pas être dans le futur !',
  paymentReferenceRequired: 'Vous devez saisir la référence du paiement !',
  releveInvalid: 'Ce fichier n’est pas un relevé bancaire camt.053 lisible : rien n’a été enregistré.',
  releveTooLarge: 'Le relevé ne doit pas dépasser 5 Mo !',
  releveTooComplex:
    'Ce relevé est trop long à lire : demandez à votre banque un relevé plus court (une journée ou une semaine), puis réessayez. Rien n’a été enregistré.',
  financeYearInvalid: 'Année non valide !',
  payoutNoAccount: 'Le compte de versement de la plateforme (IBAN et BIC) n’est pas renseigné : complétez-le dans les Réglages.',
  payoutNothingToPay: 'Aucune autofacture à verser : aucun ordre de virement n’a été créé.',
  payoutNotFound: 'Ordre de virement introuvable.',
  payoutAlreadyConfirmed: 'Cet ordre de virement est déjà confirmé comme exécuté.',
  // ── end payments ──
  // ── Missions on the platform: CRA, invoices, compliance, reviews (DECISIONS §6.4) ──
  craNotFound: 'Compte rendu d’activité introuvable !',
  craMonthInvalid: 'Mois non valide (AAAA-MM) !',
  craDayInvalid: 'Jour non valide !',
  craDayValue: 'Un jour vaut 1 (journée) ou 0,5 (demi-journée) !',
  craDayOutside: 'Les jours doivent être dans le mois et dans les dates de la mission !',
  craFutureMonth: 'Vous ne pouvez pas déclarer un mois à venir !',
  craMonthOutside: 'Ce mois est en dehors des dates de la mission !',
  missionHasInvoices: 'Cette mission a été facturée : elle ne peut pas être annulée, ses factures doivent être conservées.',
  craMissionNotRunning: 'La mission doit être en cours pour déclarer une activité !',
  craLocked: 'Ce compte rendu ne peut plus être modifié !',
  craNotSubmitted: 'Ce compte rendu n’est pas en attente de validation !',
  craEmpty: 'Déclarez au moins un jour avant de soumettre !',
  craMotifRequired: 'Vous devez saisir le motif du refus !',
  invoiceNotFound: 'Facture introuvable !',
  invoicingNotConfigured: 'La facturation n’est pas configurée : contactez-nous.',
  invoiceBillingMissing:
    'Complétez d’abord l’adresse de facturation et le numéro SIREN de votre entreprise dans « Mon profil » : ils doivent figurer sur la facture.',
  // ── Self-billing and credit notes (DECISIONS §6.6) ──
  billingNameRequired: 'Vous devez saisir la raison sociale (2 caractères au moins) !',
  siretInvalid: 'Numéro SIRET non valide (14 chiffres, clé de contrôle) !',
  vatNumberInvalid: 'Numéro de TVA intracommunautaire non valide (FR, 2 caractères, puis votre SIREN) !',
  vatNumberRequired: 'Un assujetti à la TVA doit donner son numéro de TVA intracommunautaire !',
  ibanInvalid: 'IBAN non valide : vérifiez-le sur votre relevé d’identité bancaire !',
  bicInvalid: 'BIC non valide (8 ou 11 caractères) !',
  mandateRequired: 'Vous devez accepter le mandat d’autofacturation : sans lui, la plateforme ne peut pas émettre vos factures.',
  avoirMotifRequired: 'Vous devez saisir le motif de l’avoir (5 caractères au moins) !',
  invoiceAlreadyCredited: 'Cette facture a déjà été annulée par un avoir.',
  invoiceNotCreditable: 'Seule une facture client peut être annulée par un avoir : son autofacture reçoit le sien en même temps.',
  documentTypeRequired: 'Vous devez choisir le type de document !',
  documentExpiryRequired: 'Vous devez saisir la date d’expiration du document !',
  documentExpiryPast: 'La date d’expiration est déjà passée !',
  documentWrongType: 'Le document doit être un PDF !',
  documentTooLarge: 'Le document ne doit pas dépasser 2 Mo !',
  documentNotFound: 'Document introuvable !',
  documentMotifRequired: 'Vous devez saisir le motif du refus !',
  complianceMissing: 'Documents de conformité manquants ou expirés',
  reviewNoteInvalid: 'La note doit être un nombre entier de 1 à 5 !',
  reviewCommentRequired: 'Vous devez saisir un commentaire !',
  reviewMissionNotEnded: 'Vous pourrez laisser un avis une fois la mission terminée.',
  reviewWindowClosed: 'Le délai de 60 jours pour laisser un avis est dépassé.',
  reviewAlreadyLeft: 'Vous avez déjà laissé un avis pour cette mission.',
  reviewNotFound: 'Avis introuvable !',
  // ── end missions on the platform ──

  // Rates, settings, contracts (DECISIONS §6.5, issue 31)
  tjmCandidatAbove: 'Le TJM du candidat ne peut pas dépasser le TJM facturé au client !',
  reglagesBoolean: 'Choisissez oui ou non.',
  reglagesDelaiCra: 'Le délai de validation doit être un nombre entier de 1 à 20 jours ouvrés !',
  reglagesDelaiPaiement: 'Le délai de paiement doit être un nombre entier de 0 à 60 jours !',
  reglagesTaux: 'Le taux doit être un pourcentage de 0 à 100, deux décimales au maximum !',
  reglagesIban: 'IBAN non valide !',
  reglagesBic: 'BIC non valide !',
  reglagesSaved: 'Réglages enregistrés',
  contratNotFound: 'Contrat introuvable !',
  contratBadCode: 'Code incorrect ou expiré : demandez un nouveau code.',
  contratAlreadySigned: 'Ce contrat est déjà signé.',
  contratCodeRequired: 'Vous devez saisir le code reçu par e-mail !',
  contratCodeFormat: 'Le code est fait de 6 chiffres.',
  contratConsentRequired: 'Vous devez cocher la case pour accepter le contrat !',
  contractsUnsigned: 'Les deux contrats doivent être signés avant que la mission commence.',
  contractsSigned:
    'Un contrat de cette mission est déjà signé : ses dates et ses TJM ne peuvent plus changer. Seul son état peut encore être modifié.',
  forceMotifRequired: 'Indiquez le motif du démarrage forcé (10 caractères minimum) !',
  contratFileRequired: 'Choisissez le fichier PDF du contrat.',
  bonCommandeRequired: 'Indiquez la référence du bon de commande !',
  bonCommandeTooLong: 'La référence du bon de commande fait 35 caractères au plus !',
  bonCommandeSaved: 'Référence du bon de commande enregistrée',
} as const;

export type MessageKey = keyof typeof MSG;
