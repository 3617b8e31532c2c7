/** « Coller une fiche de poste »: the search's button and the title of the dialog it opens (brief-dialog.tsx). */
export const BRIEF_TITLE = 'Coller une fiche de poste';
