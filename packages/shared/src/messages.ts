/**
 * Every French sentence a user can read that the server or a form produces, in one place.
 * Wording is SPEC.md's (§5, §8) verbatim, corrected where DECISIONS.md §4 says so.
 */
export const MSG = {
  // Login (SPEC §5)
  emailRequired: 'Vous devez saisir votre E-mail !',
  emailInvalid: 'Email non valid !',
  passwordRequired: 'Vous devez saisir votre mot de passe !',
  loginPasswordInvalid: 'Mot de passe non valid !',
  loginRefused: 'Contactez nous afin de valider votre compte SVP',
  loginWrongCredentials: 'E-mail ou mot de passe incorrect !',

  // Register (SPEC §5, DECISIONS §3–§4)
  accountTypeRequired: 'Vous devez choisir un type de compte !',
  passwordInvalid: 'Mot de passe non valid ( min 6 caractères ) !',
  passwordTooLong: 'Mot de passe trop long ( max 128 caractères ) !',
  passwordTooCommon: 'Mot de passe trop courant, choisissez-en un autre !',
  confirmPasswordRequired: 'Vous devez confirmer votre mot de passe !',
  passwordsDiffer: 'Les mots de passe ne sont pas identiques !',
  termsRequired: 'Vous devez accepter les conditions générales !',
  emailTaken: 'Un compte existe déjà avec cet e-mail !',
  emailAlreadyVerified: 'Votre adresse e-mail est déjà validée !',

  // Password change and reset
  lastPasswordRequired: 'Vous devez saisir votre ancien mot de passe !',
  lastPasswordWrong: 'Ancien mot de passe incorrect !',
  passwordChanged: 'Changement de mot de passe avec succés',

  // Client profile (SPEC §5)
  nomRequired: 'Vous devez saisir votre nom !',
  nomInvalid: 'Nom non valid ( min 3 caractères ) !',
  prenomRequired: 'Vous devez saisir votre prenom !',
  prenomInvalid: 'Prenom non valid ( min 3 caractères ) !',
  clientTypeRequired: 'Vous devez choisir le type de client !',
  companyNameRequired: "Vous devez saisir le nom de l'entreprise !",
  companyNameInvalid: 'Nom non valid ( min 2 caractères ) !',
  creationDateRequired: 'Vous devez saisir la date de création !',
  sectorRequired: "Vous devez saisir le secteur d'activité !",
  sectorInvalid: 'Secteur non valid ( min 4 caractères ) !',
  phoneRequired: 'Vous devez saisir votre numéro de téléphone !',
  phoneInvalid: 'numéro tél non valide !',
  websiteInvalid: 'Adresse du site non valide !',
  photoTooLarge: 'Taille max de la photo 2MB !',
  photoRequired: 'Vous devez choisir une photo de profil !',
  photoWrongType: 'La photo doit être une image JPEG, PNG ou WebP !',
  photoNotUploaded: "Photo introuvable, veuillez l'envoyer à nouveau !",

  // Onboarding steps (SPEC §4)
  profileAlreadyExists: 'Votre profil est déjà créé !',
  profileRequiredFirst: "Vous devez d'abord compléter votre profil !",
  profileNotFound: 'Profil introuvable !',

  // Candidate profile (SPEC §5 edit-info messages)
  sexRequired: 'Vous devez choisir votre sex !',
  nivEtudeRequired: "Vous devez choisir votre niveau d'éducation !",
  nivExpRequired: "Vous devez choisir votre niveau d'éxperience !",
  birthDateRequired: 'Vous devez saisir la date de naissance!',
  titreRequired: 'Vous devez saisir votre titre de profile !',
  min3Invalid: 'non valid ( min 3 caractères ) !',
  dispoRequired: 'Vous devez saisir la date de disponibilité !',
  skillsRequired: 'Vous devez saisir au moins une compétence !',
  skillDuplicate: 'Cette compétence est déjà dans la liste !',

  // Education and experience (SPEC §5)
  formationsRequired: 'vous devez saisir au moins une formation !',
  experiencesRequired: 'vous devez saisir au moins une experience !',
  diplomaRequired: 'Vous devez saisir le diplôme !',
  schoolRequired: "Vous devez saisir l'école !",
  companyRequired: "Vous devez saisir l'entreprise !",
  placeRequired: 'Vous devez saisir le lieu !',
  domainRequired: 'Vous devez saisir le domaine !',
  functionRequired: 'Vous devez saisir la fonction !',
  descriptionRequired: 'Vous devez saisir la description !',
  descriptionInvalid: 'non valide ( min 10 caractères ) !',
  startDateRequired: 'Vous devez saisir la date de debut!',
  endDateRequired: 'Vous devez saisir la date de fin!',
  endBeforeStart: 'La date de fin doit être après la date de début !',
  dateInvalid: 'Date non valide !',
  emptyFormations: 'Aucune formation ajouté',
  emptyExperiences: 'Aucune experience ajouté',

  // Offers (SPEC §5, DECISIONS §4)
  offerTitleRequired: 'Vous devez saisir le titre !',
  budgetRequired: 'Vous devez choisir le TJM !',
  budgetNotNumber: 'le budget doit être un nombre en €',
  tjmInvalid: 'TJM non valid',
  techRequired: 'Vous devez saisir les technologie(s) requis',
  techDuplicate: 'Cette technologie est déjà dans la liste !',
  offerCreated: 'Creation avec succès',
  offerCreateFailed: "Echec de la creation de l'offre !",
  offerEditFailed: "Echec de la modification de l'offre !",
  noApplications: 'aucune postulation pour cette offre',
  offerNotFound: 'Offre introuvable !',
  offerClosedNoEdit: 'Cette offre est fermée : vous ne pouvez plus la modifier !',
  offerAlreadyClosed: 'Cette offre est déjà fermée !',
  offerNotOpen: "Cette offre n'accepte plus de candidatures !",

  // Applications (DECISIONS §3)
  alreadyApplied: 'Vous avez déjà postulé à cette offre !',
  applicationNotFound: 'Candidature introuvable !',
  applicationAnswered: 'Votre candidature a déjà reçu une réponse : vous ne pouvez plus la retirer !',

  // TJM, requests and missions (SPEC §5)
  tjmNotNumber: 'le TJM doit être un nombre en €',
  tjmDecimalNotNumber: 'le TJM doit être un nombre Exp: 3600.500 €',
  tjmDecimalInvalid: 'invalid decimal',
  missionEtatRequired: 'Vous devez choisir une etat !',
  decisionRequired: 'Vous devez choisir une décision !',
  tjmEdited: 'Modification TJM avec succès',
  requestTreated: 'Demande traité avec succès',
  editSaved: 'Modification avec succès',

  // Contact form (SPEC §5)
  contactAllRequired: 'tous les champs sont obligatoires',
  contactSent: 'votre message a été envoyé avec succès .',

  // Chat
  chatMessageEmpty: 'Le message est vide !',
  chatRecipientRequired: 'Choisissez la personne à qui écrire !',
  unsubscribed: 'Vous ne recevrez plus de récapitulatif par e-mail.',

  // Generic successes and failures (SPEC §8)
  saved: 'votre modification a été enregistrée avec succès',
  cvUploaded: 'Upload Cv avec succès',
  failed: 'Echec !',
  cvTooLarge: 'Taille max du CV 2MB !',
  cvWrongType: 'Le CV doit être un fichier PDF, DOC ou DOCX !',
  fileRequired: 'Vous devez choisir un fichier !',
  fetchFailed: 'Echec de récupération de données !',
  registerFailed: "Echec d'inscription ! ",
  resendFailed: 'Echec de renvoyer le mail ! ',
  verifyFailed: 'Echec de validation du  mail ! ',
  checkProfileFailed: 'Echec de vérification du profile ! ',
  createProfileFailed: 'Echec de création de profile ! ',
  imageUploadFailed: 'Echec upload image ! ',
  saveDataFailed: 'Echec de sauvegarde de données  ! ',
  invalidUser: 'Utilisateur unvalide !',

  // Access and transport errors (DECISIONS §2)
  unauthenticated: 'Vous devez vous connecter pour accéder à ce service !',
  sessionInvalid: 'Votre session a expiré, veuillez vous reconnecter !',
  accountBlocked: 'Votre compte est bloqué, contactez nous SVP',
  emailNotVerified: "Vous devez d'abord valider votre adresse e-mail !",
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
  requestSent: 'Demande envoyé',
  missionNotFound: 'Mission introuvable !',
  favouriteNotFound: 'Favori introuvable !',
  // ── end matching-server ──

  // ── Candidate area (candidate-ui) ──
  techTestAsked: 'Votre demande a été envoyée à notre équipe : elle vous répondra dans le chat.',
  techTestTooSoon:
    'Vous avez déjà demandé un test technique : notre équipe vous répondra dans le chat. Vous pourrez renouveler votre demande 24 h après la précédente.',
  cvDownloadFailed: 'Echec du téléchargement du CV !',
  // ── end candidate area ──
} as const;

export type MessageKey = keyof typeof MSG;
