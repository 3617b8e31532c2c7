/** The title of the treatment dialog (SPEC §2), shown at once while its forms load. */
export const TREAT_REQUEST_TITLE = 'Traiter la demande de candidat';
