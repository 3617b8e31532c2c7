import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import { Link, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { paths } from '@passerelle/shared/paths';
import { rankingApi } from '@passerelle/shared/routes/ranking';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { call } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-keys';

const plural = (n: number, one: string, many: string) => `${n.toLocaleString('fr-FR')} ${n > 1 ? many : one}`;

/**
 * The candidate's side of the ranking (DECISIONS §6.8, cd/myExposure): over 30 days, the searches where it
 * appeared and those where it was in the first ten, of all the searches made; how the ranking works is public.
 */
export function ExposureCard() {
  const exposure = useQuery({ queryKey: queryKeyOf(rankingApi.myExposure, {}), queryFn: () => call(rankingApi.myExposure, {}) });
  const data = exposure.data;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="exposure-title" sx={{ p: { xs: 2.5, md: 3 } }}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
        <InsightsOutlined color="primary" aria-hidden />
        <Typography id="exposure-title" component="h2" variant="h4">
          Votre visibilité sur 30 jours
        </Typography>
      </Stack>
      {exposure.isPending ? (
        <Skeleton width="70%" />
      ) : exposure.isError || !data ? (
        <Typography color="text.secondary">Vos chiffres de visibilité ne sont pas disponibles pour l’instant.</Typography>
      ) : (
        <Typography>
          Vous êtes apparu dans <strong>{plural(data.apparitions_30j, 'recherche', 'recherches')}</strong> d’entreprises, dont{' '}
          <strong>{data.top10_30j.toLocaleString('fr-FR')}</strong> parmi les dix premiers résultats, sur{' '}
          {plural(data.recherches_30j, 'recherche', 'recherches')} faites sur Passerelle.
        </Typography>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        Compléter vos compétences et les technologies de vos expériences, et confirmer votre disponibilité, améliore votre
        classement.{' '}
        <Link component={RouterLink} to={paths.transparency}>
          Comment nous classons les profils
        </Link>
      </Typography>
    </Paper>
  );
}
