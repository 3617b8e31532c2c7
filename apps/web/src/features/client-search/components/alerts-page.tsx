import { Button, Chip, Link } from '@mui/material';
import { NIV_EXP_LABELS } from '@passerelle/shared/enums';
import { paths } from '@passerelle/shared/paths';
import { clientAlertsApi } from '@passerelle/shared/routes/alerts';
import type { ClientAlert } from '@passerelle/shared/schemas/alerts';
import { Link as RouterLink } from 'react-router';
import { AlertsPageLayout } from '../../../components/alerts/alerts-page-layout';
import { formatDate } from '../../../lib/dates';
import { alertsApi, clientAlertsQuery } from '../api/alerts-api';

/** The search an alert re-opens: the search page's own address. */
function searchOf(alert: ClientAlert): string {
  const params = new URLSearchParams();
  for (const skill of alert.skills) params.append('t', skill);
  for (const skill of alert.skills_plus) params.append('p', skill);
  if (alert.niv_exp) params.set('exp', alert.niv_exp);
  if (alert.date_dispo) params.set('dispo', alert.date_dispo);
  return `${paths.dashboard.client.search}?${params.toString()}`;
}

/** Score, experience and availability asked, in words. */
function detailsOf(alert: ClientAlert): string {
  return [
    `Score minimum ${alert.min_score} %`,
    alert.niv_exp && `${NIV_EXP_LABELS[alert.niv_exp]} d'expérience`,
    alert.date_dispo && `disponible le ${formatDate(alert.date_dispo)}`,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** /dashb/alertes (DECISIONS §6.2): the company's candidate alerts, each re-opening its search; delete after confirmation. */
export function AlertsPage() {
  return (
    <AlertsPageLayout
      query={clientAlertsQuery()}
      listRoute={clientAlertsApi.getAlertes}
      remove={alertsApi.remove}
      intro={
        <>
          Chaque nouveau candidat qui atteint le score minimum d'une alerte vous est signalé par une notification, une seule fois.
          Créez une alerte depuis la{' '}
          <Link component={RouterLink} to={paths.dashboard.client.search}>
            recherche de candidats
          </Link>
          .
        </>
      }
      emptyText="Aucune alerte pour l'instant : lancez une recherche, puis « Créer une alerte »."
      labelOf={(alert) => alert.skills.join(', ')}
      deleteMessage={(label) => `Vous ne serez plus prévenu des nouveaux candidats pour « ${label} ».`}
      chips={(alert) => [
        ...alert.skills.map((skill) => <Chip key={skill} label={skill} size="small" color="primary" variant="outlined" />),
        // The nice-to-have skills apart (DECISIONS §6.8), as on the search's cards.
        ...alert.skills_plus.map((skill) => (
          <Chip
            key={`plus-${skill}`}
            label={`Un plus : ${skill}`}
            size="small"
            variant="outlined"
            sx={{ color: 'text.secondary', borderStyle: 'dashed' }}
          />
        )),
      ]}
      details={detailsOf}
      actions={(alert) => (
        <Button component={RouterLink} to={searchOf(alert)} variant="outlined" size="small">
          Voir la recherche
        </Button>
      )}
    />
  );
}
