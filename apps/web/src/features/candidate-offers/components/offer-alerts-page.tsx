import { Chip, Link } from '@mui/material';
import type { CandidateAlert } from '@passerelle/shared';
import { paths } from '@passerelle/shared/paths';
import { candidateAlertsApi } from '@passerelle/shared/routes/alerts';
import { Link as RouterLink } from 'react-router';
import { AlertsPageLayout } from '../../../components/alerts/alerts-page-layout';
import { offerAlertsApi, offerAlertsQuery } from '../api/offer-alerts-api';

const labelOf = (alert: CandidateAlert) => [alert.search, ...alert.skills].filter(Boolean).join(', ');

/** /dashb/alertes for a candidate (DECISIONS §6.2): the offer alerts, deleted after confirmation. */
export function OfferAlertsPage() {
  return (
    <AlertsPageLayout
      query={offerAlertsQuery()}
      listRoute={candidateAlertsApi.getAlertes}
      remove={offerAlertsApi.remove}
      intro={
        <>
          Chaque nouvelle offre qui correspond à une alerte vous est signalée par une notification, une seule fois. Créez une
          alerte depuis la{' '}
          <Link component={RouterLink} to={paths.dashboard.candidate.offers}>
            recherche d'offres
          </Link>{' '}
          avec « M'alerter ».
        </>
      }
      emptyText="Aucune alerte pour l'instant : cherchez une offre, puis « M'alerter »."
      labelOf={labelOf}
      deleteMessage={(label) => `Vous ne serez plus prévenu des nouvelles offres pour « ${label} ».`}
      chips={(alert) => (
        <>
          {alert.search && <Chip label={`« ${alert.search} »`} size="small" color="primary" />}
          {alert.skills.map((skill) => (
            <Chip key={skill} label={skill} size="small" variant="outlined" />
          ))}
        </>
      )}
    />
  );
}
