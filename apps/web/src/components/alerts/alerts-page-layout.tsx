import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { RouteContract } from '@passerelle/shared/contract';
import { type QueryKey, type UseQueryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { formatDay } from '../../lib/dates';
import { invalidateRoutes } from '../../lib/query-keys';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ConfirmDialog } from '../confirm-dialog';
import { PageBanner } from '../page-banner';
import { QueryState } from '../query-state';

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

interface SavedAlert {
  id: number;
  createdAt: string;
}

interface AlertsPageLayoutProps<A extends SavedAlert, K extends QueryKey> {
  /** The list's query and the route it reads (invalidated after a deletion). */
  query: UseQueryOptions<A[], Error, A[], K>;
  listRoute: RouteContract;
  remove: (id: number) => Promise<unknown>;
  /** What the page tells first: what an alert does and where one is made. */
  intro: ReactNode;
  emptyText: string;
  /** The alert in words, for its card's name and the confirmation. */
  labelOf: (alert: A) => string;
  /** The confirmation's sentence, given the alert in words. */
  deleteMessage: (label: string) => string;
  /** The alert's criteria as chips, and the line under them (« créée le … » is added). */
  chips: (alert: A) => ReactNode;
  details?: (alert: A) => string;
  /** Buttons before « Supprimer ». */
  actions?: (alert: A) => ReactNode;
}

/**
 * « Mes alertes » (DECISIONS §6.2) for clients and candidates alike: the saved alerts as cards, each deleted
 * after confirmation. Each side says what its alerts watch and how their criteria read.
 */
export function AlertsPageLayout<A extends SavedAlert, K extends QueryKey>(props: AlertsPageLayoutProps<A, K>) {
  useDocumentTitle('Mes alertes');
  const queryClient = useQueryClient();
  const alerts = useQuery(props.query);
  const [deleting, setDeleting] = useState<A | null>(null);
  const remove = useMutation({
    mutationFn: props.remove,
    onSuccess: async () => {
      await invalidateRoutes(queryClient, props.listRoute);
      setDeleting(null);
    },
  });
  const list = alerts.data ?? [];
  return (
    <>
      <PageBanner title="Mes alertes" count={alerts.data?.length} />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {props.intro}
      </Typography>
      <QueryState
        isPending={alerts.isPending}
        error={alerts.error}
        onRetry={() => alerts.refetch()}
        isEmpty={list.length === 0}
        emptyText={props.emptyText}
      >
        <Stack component="ul" aria-label="Alertes" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {list.map((alert) => (
            <Card key={alert.id} component="li" variant="outlined" aria-label={`Alerte ${props.labelOf(alert)}`}>
              <CardContent>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1 }}>
                  {props.chips(alert)}
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {sentence([props.details?.(alert), `créée le ${formatDay(alert.createdAt)}`].filter(Boolean).join(' · '))}
                </Typography>
                <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
                  {props.actions?.(alert)}
                  <Button color="error" size="small" startIcon={<DeleteOutlined />} onClick={() => setDeleting(alert)}>
                    Supprimer
                  </Button>
                </Stack>
              </CardContent>
            </Card>
          ))}
        </Stack>
      </QueryState>
      <ConfirmDialog
        open={deleting !== null}
        title="Supprimer l'alerte ?"
        message={props.deleteMessage(deleting ? props.labelOf(deleting) : '')}
        confirmLabel="Supprimer"
        danger
        pending={remove.isPending}
        error={remove.error ? errorMessage(remove.error) : null}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
