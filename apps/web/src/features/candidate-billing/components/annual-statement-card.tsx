import { Alert, Card, CardContent, Typography } from '@mui/material';
import { parisToday } from '@passerelle/shared/dates';
import { YearDownload } from '../../../components/year-download';
import { downloadAnnualStatement } from '../api/billing-api';

const YEARS_OFFERED = 5;

/**
 * The annual statement (DECISIONS §6.7, CGI art. 242 bis): what Passerelle paid the freelancer in a year, as a PDF,
 * on demand. In January the past year's is put forward: it is the month to declare it.
 */
export function AnnualStatementCard() {
  const today = parisToday();
  const thisYear = Number(today.slice(0, 4));
  const january = today.slice(5, 7) === '01';
  return (
    <Card variant="outlined" component="section" aria-labelledby="releve-annuel-title" sx={{ mb: 2 }}>
      <CardContent>
        {january && (
          <Alert severity="info" sx={{ mb: 2 }}>
            Votre relevé annuel {thisYear - 1} est disponible : il récapitule les sommes que Passerelle vous a versées, à reporter
            dans vos déclarations fiscales et sociales.
          </Alert>
        )}
        <Typography id="releve-annuel-title" component="h2" variant="h6" sx={{ mb: 0.5 }}>
          Relevé annuel des sommes versées
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Les montants bruts que Passerelle vous a versés dans l’année, mois par mois et facture par facture, avec vos obligations
          fiscales et sociales (article 242 bis du CGI).
        </Typography>
        <YearDownload
          years={Array.from({ length: YEARS_OFFERED }, (_, i) => thisYear - i)}
          initialYear={january ? thisYear - 1 : thisYear}
          download={downloadAnnualStatement}
          buttonLabel={(annee) => `Télécharger le relevé ${annee}`}
          emphasized={january}
        />
      </CardContent>
    </Card>
  );
}
