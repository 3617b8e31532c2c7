import AddOutlined from '@mui/icons-material/AddOutlined';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { MSG } from '@passerelle/shared/messages';
import type { SkillTag } from '@passerelle/shared/schemas/skills';
import { useState } from 'react';
import { PageBanner } from '../../../components/page-banner';
import { Pager } from '../../../components/pager';
import { QueryState } from '../../../components/query-state';
import { useNotice } from '../../../components/staff/notice';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { recordsCount, recordsUpdated, useSkillTags } from '../api/skills-curation-api';
import { AliasDialog } from './alias-dialog';
import { NewSkillDialog } from './new-skill-dialog';

/** Where a free tag is used: « 8 profils · 3 expériences · 1 offre · 2 alertes », the empty parts left out. */
function usesOf(tag: SkillTag): string {
  const parts: string[] = [];
  if (tag.candidats) parts.push(tag.candidats === 1 ? '1 profil' : `${tag.candidats} profils`);
  if (tag.experiences) parts.push(tag.experiences === 1 ? '1 expérience' : `${tag.experiences} expériences`);
  if (tag.offres) parts.push(tag.offres === 1 ? '1 offre' : `${tag.offres} offres`);
  if (tag.alertes) parts.push(tag.alertes === 1 ? '1 alerte' : `${tag.alertes} alertes`);
  return parts.join(' · ');
}

/**
 * /dashb/skills « Compétences » (DECISIONS §6.1, staff): the free tags in use that the vocabulary does not
 * know, most used first; each can be attached to a canonical skill as another spelling (« Rattacher ») or
 * become a new canonical skill (« Créer »); a new skill can also be added from nothing. Matching follows at once.
 */
export function SkillsPage() {
  useDocumentTitle('Compétences');
  const [page, setPage] = useState(0);
  const tags = useSkillTags(page);
  const [attaching, setAttaching] = useState<SkillTag | null>(null);
  const [creating, setCreating] = useState<{ from: string | null } | null>(null);
  const { notify, notice } = useNotice();
  const rows = tags.data?.data ?? [];

  return (
    <Box>
      <PageBanner
        title="Compétences"
        count={tags.data?.totalItems}
        actions={
          <Button variant="contained" color="secondary" startIcon={<AddOutlined />} onClick={() => setCreating({ from: null })}>
            Nouvelle compétence
          </Button>
        }
      />
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 760 }}>
        Les étiquettes saisies par les candidats et les entreprises que le vocabulaire ne connaît pas, les plus utilisées d'abord.
        Rattachez une étiquette à une compétence existante, ou faites-en une nouvelle compétence : les recherches la trouvent
        aussitôt.
      </Typography>
      <QueryState
        isPending={tags.isPending}
        error={tags.error}
        onRetry={() => tags.refetch()}
        fallback={MSG.fetchFailed}
        isEmpty={rows.length === 0}
        emptyText="Toutes les étiquettes en usage sont connues du vocabulaire."
      >
        <Stack component="ul" aria-label="Étiquettes inconnues" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {rows.map((tag) => (
            <Card key={tag.tag} component="li" variant="outlined" aria-label={tag.tag}>
              <CardContent
                sx={{
                  display: 'flex',
                  flexDirection: { xs: 'column', sm: 'row' },
                  gap: 1.5,
                  alignItems: { sm: 'center' },
                  '&:last-child': { pb: 2 },
                }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{tag.tag}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {recordsCount(tag.count)} : {usesOf(tag)}
                  </Typography>
                </Box>
                <Stack direction="row" spacing={1}>
                  <Button
                    variant="outlined"
                    size="small"
                    onClick={() => setAttaching(tag)}
                    aria-label={`Rattacher « ${tag.tag} »`}
                  >
                    Rattacher
                  </Button>
                  <Button
                    size="small"
                    onClick={() => setCreating({ from: tag.tag })}
                    aria-label={`Créer une compétence « ${tag.tag} »`}
                  >
                    Créer
                  </Button>
                </Stack>
              </CardContent>
            </Card>
          ))}
        </Stack>
        {tags.data && <Pager page={tags.data.currentPage} totalPages={tags.data.totalPages} onChange={setPage} />}
      </QueryState>
      <AliasDialog
        tag={attaching}
        onClose={() => setAttaching(null)}
        onDone={(tag, change) => {
          setAttaching(null);
          notify(`« ${tag} » est désormais une orthographe de « ${change.skill.label} » (${recordsUpdated(change.retagged)}).`);
        }}
      />
      <NewSkillDialog
        open={creating !== null}
        fromTag={creating?.from ?? null}
        onClose={() => setCreating(null)}
        onDone={(change) => {
          setCreating(null);
          notify(`La compétence « ${change.skill.label} » est créée (${recordsUpdated(change.retagged)}).`);
        }}
      />
      {notice}
    </Box>
  );
}
