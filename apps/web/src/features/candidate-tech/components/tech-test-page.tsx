import ChatOutlined from '@mui/icons-material/ChatOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import { paths } from '@passerelle/shared/paths';
import { chatApi } from '@passerelle/shared/routes/chat';
import { TECH_TEST_REQUEST_MESSAGE } from '@passerelle/shared/schemas/candidate-area';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { FormError } from '../../../components/form/form-error';
import { PageBanner } from '../../../components/page-banner';
import { QueryState } from '../../../components/query-state';
import { errorMessage } from '../../../lib/api-client';
import { formatDateTime } from '../../../lib/dates';
import { invalidateRoutes } from '../../../lib/query-keys';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { askTechTest, techTestStatusQuery } from '../api/tech-test-api';

const STEPS = [
  ['Vous faites la demande', 'Un message part vers notre équipe, dans votre conversation du chat.'],
  ['Nous fixons un créneau', 'Un membre de l’équipe vous répond dans le chat pour convenir d’un rendez-vous en visio.'],
  ['Vous passez le test', 'En visio : des questions et un exercice sur les compétences de votre profil.'],
  ['Vos compétences sont validées', 'Notre équipe vous fait un retour ; un test réussi l’aide à vous proposer aux entreprises.'],
] as const;

/**
 * /dashb/tech (DECISIONS §4): what the technical test is, and the request that reaches the staff as a
 * chat message from the candidate (once a day at most).
 */
export function TechTestPage() {
  useDocumentTitle('Test technique');
  const queryClient = useQueryClient();
  const status = useQuery(techTestStatusQuery);
  const ask = useMutation({
    mutationFn: askTechTest,
    onSuccess: (data) => {
      queryClient.setQueryData(techTestStatusQuery.queryKey, data);
      // The request is a chat message: the candidate's conversation has it.
      void invalidateRoutes(queryClient, chatApi.getMyMsg);
    },
  });
  const askedAt = status.data?.askedAt;
  const waiting = Boolean(status.data?.nextAt);

  return (
    <>
      <PageBanner title="Test technique" />
      <Stack spacing={2.5}>
        <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 3 } }}>
          <Typography component="h2" variant="h3" sx={{ mb: 1 }}>
            Faites valider vos compétences
          </Typography>
          <Typography color="text.secondary" sx={{ maxWidth: 760 }}>
            Le test technique est un entretien à distance avec un membre de notre équipe. Il confirme le niveau annoncé dans votre
            profil : les entreprises font davantage confiance à un profil validé.
          </Typography>
          <Box
            component="ol"
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', md: 'repeat(4, 1fr)' },
              gap: 2,
              p: 0,
              mt: 3,
              mb: 0,
              listStyle: 'none',
            }}
          >
            {STEPS.map(([title, text], index) => (
              <Box component="li" key={title} sx={{ p: 2, borderRadius: 2, bgcolor: 'background.default' }}>
                <Typography sx={{ fontWeight: 700, color: 'primary.main' }}>Étape {index + 1}</Typography>
                <Typography sx={{ fontWeight: 600 }}>{title}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {text}
                </Typography>
              </Box>
            ))}
          </Box>
        </Paper>
        <Paper variant="outlined" component="section" aria-labelledby="tech-ask-title" sx={{ p: { xs: 2.5, md: 3 } }}>
          <Typography id="tech-ask-title" component="h2" variant="h4" sx={{ mb: 1 }}>
            Demander un test
          </Typography>
          <QueryState
            isPending={status.isPending}
            error={status.error}
            onRetry={() => void status.refetch()}
            fallback={MSG.fetchFailed}
          >
            <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Typography color="text.secondary">Ce message sera envoyé à notre équipe en votre nom :</Typography>
              <Box component="blockquote" sx={{ m: 0, pl: 2, borderLeft: 3, borderColor: 'secondary.main', fontStyle: 'italic' }}>
                {TECH_TEST_REQUEST_MESSAGE}
              </Box>
              {ask.isSuccess && (
                <Alert severity="success" icon={<CheckCircleOutlined />} role="status" sx={{ width: '100%' }}>
                  {MSG.techTestAsked}
                </Alert>
              )}
              {askedAt && !ask.isSuccess && (
                <Alert severity="info" sx={{ width: '100%' }}>
                  Dernière demande envoyée le {formatDateTime(askedAt)}.
                  {waiting &&
                    status.data?.nextAt &&
                    ` Vous pourrez la renouveler à partir du ${formatDateTime(status.data.nextAt)}.`}
                </Alert>
              )}
              <FormError message={ask.isError ? errorMessage(ask.error, MSG.failed) : null} />
              <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
                <Button
                  variant="contained"
                  startIcon={<SendOutlined />}
                  loading={ask.isPending}
                  disabled={waiting}
                  onClick={() => ask.mutate()}
                >
                  Demander un test technique
                </Button>
                <Button component={RouterLink} to={paths.dashboard.chat} startIcon={<ChatOutlined />}>
                  Ouvrir le chat
                </Button>
              </Box>
            </Stack>
          </QueryState>
        </Paper>
      </Stack>
    </>
  );
}
