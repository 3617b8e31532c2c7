import { zodResolver } from '@hookform/resolvers/zod';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import { Box, Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { MSG, NIV_EXP_LABELS, type SearchMatchBody, searchMatchBody } from '@passerelle/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DateField } from '../../../components/form/date-field';
import { optionsOf, SelectField } from '../../../components/form/select-field';
import { TagInput } from '../../../components/form/tag-input';
import { PageBanner } from '../../../components/page-banner';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRoleProfile } from '../../../lib/use-role-profile';
import { searchQuery } from '../api/candidates-api';
import { CandidatePanel } from './candidate-panel';
import { MatchCard } from './match-card';

type Values = z.input<typeof searchMatchBody>;

const LEVELS = [{ value: '', label: 'Tous les niveaux' }, ...optionsOf(NIV_EXP_LABELS)];

/**
 * /dashb/srcd (SPEC §2, DECISIONS §3): the product's promise, a qualified and available profile in 4 clicks.
 * Filters (technologies — at least one —, years of experience, availability date), Confirmer, then the
 * results best match first, 10 a page, each opening the side panel; Demander and the favourite star.
 */
export function SearchPage() {
  useDocumentTitle('Candidats');
  const record = useRoleProfile();
  const clientId = record.data?.id;
  const [criteria, setCriteria] = useState<SearchMatchBody | null>(null);
  const [openId, setOpenId] = useState<number | null>(null);
  const results = useQuery(searchQuery(criteria));
  const skillsBox = useRef<HTMLDivElement>(null);
  const form = useForm<Values, unknown, SearchMatchBody>({
    resolver: zodResolver(searchMatchBody),
    defaultValues: { skills: [], niv_exp: '', date_dispo: '' },
  });
  // The first thing to type is a skill.
  useEffect(() => {
    skillsBox.current?.querySelector('input')?.focus();
  }, []);

  const cards = results.data?.candidats ?? [];
  const open = cards.find((c) => c.id === openId);

  return (
    <>
      <PageBanner title="Trouver un talent" count={results.data?.totalItems} />
      <Card variant="outlined" sx={{ mb: 3 }}>
        <CardContent sx={{ p: { xs: 2, md: 3 } }}>
          <Box
            component="form"
            noValidate
            role="search"
            aria-label="Critères de recherche"
            onSubmit={form.handleSubmit((values) => setCriteria({ ...values, page: 0 }))}
          >
            <Grid container spacing={2} sx={{ alignItems: 'flex-start' }}>
              <Grid size={{ xs: 12, md: 4 }} ref={skillsBox}>
                <Controller
                  control={form.control}
                  name="skills"
                  render={({ field, fieldState }) => (
                    <TagInput
                      label="Technologies"
                      value={field.value ?? []}
                      onChange={field.onChange}
                      error={fieldState.error?.message ?? fieldState.error?.root?.message}
                      duplicateMessage={MSG.techDuplicate}
                      placeholder="React, Java, SAP…"
                    />
                  )}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <SelectField control={form.control} name="niv_exp" label="Années d'expérience" options={LEVELS} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6, md: 3 }}>
                <DateField control={form.control} name="date_dispo" label="Disponible le" />
              </Grid>
              <Grid size={{ xs: 12, md: 2 }}>
                <Button type="submit" variant="contained" size="large" fullWidth sx={{ height: 56 }} loading={results.isFetching}>
                  Confirmer
                </Button>
              </Grid>
            </Grid>
          </Box>
        </CardContent>
      </Card>
      {criteria === null ? (
        <Box sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
          <PersonSearchOutlined sx={{ fontSize: 48, color: 'primary.light' }} aria-hidden />
          <Typography sx={{ mt: 1 }}>
            Saisissez au moins une compétence, puis Confirmer : les candidats disponibles sont classés par correspondance.
          </Typography>
        </Box>
      ) : (
        <QueryState
          isPending={results.isPending}
          error={results.error}
          onRetry={() => results.refetch()}
          isEmpty={cards.length === 0}
          emptyText="Aucun candidat ne correspond à ces critères : essayez d'autres compétences ou une date plus lointaine."
        >
          {clientId !== undefined && (
            <Stack component="section" aria-label="Résultats" spacing={2} sx={{ opacity: results.isPlaceholderData ? 0.6 : 1 }}>
              {cards.map((card) => (
                <MatchCard key={card.id} card={card} clientId={clientId} onOpen={() => setOpenId(card.id)} />
              ))}
            </Stack>
          )}
          {results.data && (
            <Pager
              page={results.data.currentPage}
              totalPages={results.data.totalPages}
              onChange={(page) => setCriteria((c) => (c ? { ...c, page } : c))}
            />
          )}
        </QueryState>
      )}
      {clientId !== undefined && <CandidatePanel card={open} clientId={clientId} onClose={() => setOpenId(null)} />}
    </>
  );
}
