import ContentPasteGoOutlined from '@mui/icons-material/ContentPasteGoOutlined';
import PersonSearchOutlined from '@mui/icons-material/PersonSearchOutlined';
import { Box, Button, Card, CardContent, Checkbox, FormControlLabel, Link, Stack, Typography } from '@mui/material';
import { NIV_EXP_LABELS } from '@passerelle/shared/enums';
import { MSG } from '@passerelle/shared/messages';
import { paths } from '@passerelle/shared/paths';
import type { SearchMatchBody, searchMatchBody } from '@passerelle/shared/schemas/offers';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { DateInput } from '../../../components/form/date-input';
import { OutlinedField } from '../../../components/form/outlined-field';
import { TagInput } from '../../../components/form/tag-input';
import { LoadingStatus } from '../../../components/loading-status';
import { PageBanner } from '../../../components/page-banner';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { useRoleProfile } from '../../../lib/use-role-profile';
import { searchQuery } from '../api/candidates-api';
import { BRIEF_TITLE } from './brief-title';

// The brief dialog, its reading and its form load when it first opens (issue 20).
const BriefDialog = lazy(() => import('./brief-dialog').then((m) => ({ default: m.BriefDialog })));
const DialogLoader = lazy(() => import('../../../components/dialog-loader').then((m) => ({ default: m.DialogLoader })));
// The results (cards, side panel, request form and their dialogs) and « Créer une alerte » load with the first
// search: the empty search paints without them (issue 20).
const SearchResults = lazy(() => import('./search-results').then((m) => ({ default: m.SearchResults })));
const CreateAlertButton = lazy(() => import('./create-alert-button').then((m) => ({ default: m.CreateAlertButton })));

type Values = z.input<typeof searchMatchBody>;
type Schema = typeof searchMatchBody;

/**
 * The shared schema of the criteria, loaded when the address carries a search or at the form's first check
 * (issue 20: the empty search paints without zod). Kept once loaded, so the form's check has it in hand
 * by the time the search it submits is put in the address.
 */
let searchSchema: Schema | undefined;
const loadSearchSchema = () =>
  import('@passerelle/shared/schemas/offers').then((m) => {
    searchSchema = m.searchMatchBody;
    return searchSchema;
  });

type Field = 'skills' | 'skills_plus' | 'date_dispo' | 'q';
type Errors = Partial<Record<Field, string>>;

/**
 * The criteria by the shared schema, loaded at the first check (the empty search paints without zod nor a form
 * library, issue 20): the body to search, or each field's first message (a tag's own message included).
 */
async function check(values: Values): Promise<{ body?: SearchMatchBody; errors: Errors }> {
  const schema = searchSchema ?? (await loadSearchSchema());
  const parsed = schema.safeParse(values);
  if (parsed.success) {
    // Without nice-to-have skills or words, the search says nothing of them (the address neither).
    const { skills_plus, q, ...body } = parsed.data;
    return { body: { ...body, ...(skills_plus?.length ? { skills_plus } : {}), ...(q ? { q } : {}) }, errors: {} };
  }
  const errors: Errors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'skills' || field === 'skills_plus' || field === 'date_dispo' || field === 'q') && errors[field] === undefined)
      errors[field] = issue.message;
  }
  return { errors };
}

const hasCriteria = (params: URLSearchParams) => params.has('t');

/**
 * The criteria of the last search, from the address (`?t=React&t=Java&p=Docker&q=banque&exp=1-10&dispo=2027-01-04&page=1`,
 * `p` the nice-to-have skills, `q` the words): back from a profile or another screen, the search and its page are still there.
 */
function criteriaFrom(params: URLSearchParams, schema: Schema): SearchMatchBody | null {
  const skills = params.getAll('t');
  if (skills.length === 0) return null;
  const parsed = schema.safeParse({
    skills,
    ...(params.has('p') ? { skills_plus: params.getAll('p') } : {}),
    ...(params.get('q') ? { q: params.get('q') } : {}),
    niv_exp: params.get('exp') ?? '',
    date_dispo: params.get('dispo') ?? '',
    confirmed_only: params.get('conf') === '1' ? true : undefined,
    page: Number(params.get('page') ?? 0) || 0,
  });
  return parsed.success ? parsed.data : null;
}

function paramsOf(criteria: SearchMatchBody): URLSearchParams {
  const params = new URLSearchParams();
  for (const skill of criteria.skills) params.append('t', skill);
  for (const skill of criteria.skills_plus ?? []) params.append('p', skill);
  if (criteria.q) params.set('q', criteria.q);
  if (criteria.niv_exp) params.set('exp', criteria.niv_exp);
  if (criteria.date_dispo) params.set('dispo', criteria.date_dispo);
  if (criteria.confirmed_only) params.set('conf', '1');
  if (criteria.page) params.set('page', String(criteria.page));
  return params;
}

const LEVELS = [
  { value: '', label: 'Tous les niveaux' },
  ...Object.entries(NIV_EXP_LABELS).map(([value, label]) => ({ value, label })),
];

/** The criteria's grid: a column on a phone, technologies · level · date · Confirmer on a desktop. */
const grid = {
  display: 'grid',
  gap: 2,
  alignItems: 'start',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '4fr 3fr 3fr 2fr' },
  '& > .wide': { gridColumn: { xs: '1 / -1', md: 'auto' } },
} as const;

/**
 * /dashb/srcd (SPEC §2, DECISIONS §3): the product's promise, a qualified and available profile in 4 clicks.
 * Filters (technologies — at least one —, years of experience, availability date), Confirmer, then the
 * results best match first, 10 a page, each opening the side panel; Demander and the favourite star.
 * The criteria and the page live in the address, so leaving the screen does not lose them.
 */
export function SearchPage() {
  useDocumentTitle('Candidats');
  const [params] = useSearchParams();
  const [schema, setSchema] = useState(searchSchema);
  const reading = hasCriteria(params) && schema === undefined;
  useEffect(() => {
    if (reading) void loadSearchSchema().then(setSchema);
  }, [reading]);
  // A search in the address is read with the schema before the form shows it.
  if (reading) {
    return (
      <>
        <PageBanner title={TITLE} />
        <LoadingStatus />
      </>
    );
  }
  return <SearchScreen />;
}

const TITLE = 'Trouver un talent';

function SearchScreen() {
  const record = useRoleProfile();
  const clientId = record.data?.id;
  const [params, setParams] = useSearchParams();
  // Without a search in the address there is nothing to read; with one, SearchPage has loaded the schema.
  const criteria = useMemo(() => (searchSchema ? criteriaFrom(params, searchSchema) : null), [params]);
  const setCriteria = (next: SearchMatchBody) => setParams(paramsOf(next));
  const [briefOpen, setBriefOpen] = useState(false);
  const briefOpened = useOpenedOnce(briefOpen);
  const results = useQuery(searchQuery(criteria));
  const skillsBox = useRef<HTMLDivElement>(null);
  const [values, setValues] = useState<Values>(() => ({
    skills: criteria?.skills ?? [],
    skills_plus: criteria?.skills_plus ?? [],
    q: criteria?.q ?? '',
    niv_exp: criteria?.niv_exp ?? '',
    date_dispo: criteria?.date_dispo ?? '',
    confirmed_only: criteria?.confirmed_only ?? false,
  }));
  // As react-hook-form did: the messages after a first attempt, a field checked again at each of its changes.
  const [errors, setErrors] = useState<Errors>({});
  const submitted = useRef(false);
  const latest = useRef(values);
  latest.current = values;
  const dateInput = useRef<HTMLInputElement | null>(null);
  const change = (next: Partial<Values>, field?: Field) => {
    const all = { ...latest.current, ...next };
    latest.current = all;
    setValues(all);
    if (submitted.current && field) {
      void check(all).then((result) => {
        // The field changed again since: the later check's answer stands.
        if (latest.current[field] === all[field]) setErrors((before) => ({ ...before, [field]: result.errors[field] }));
      });
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    submitted.current = true;
    const result = await check(latest.current);
    setErrors(result.errors);
    if (result.body) setCriteria({ ...result.body, page: 0 });
    else if (result.errors.skills) skillsBox.current?.querySelector('input')?.focus();
    else dateInput.current?.focus();
  };
  // The first thing to type is a skill.
  useEffect(() => {
    skillsBox.current?.querySelector('input')?.focus();
  }, []);

  return (
    <>
      <PageBanner title={TITLE} count={results.data?.totalItems} />
      <Card variant="outlined" sx={{ mb: 3 }}>
        <CardContent sx={{ p: { xs: 2, md: 3 } }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ mb: 2, alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Typography color="text.secondary">Une annonce déjà rédigée ? Elle remplit la recherche pour vous.</Typography>
            <Button variant="outlined" startIcon={<ContentPasteGoOutlined />} onClick={() => setBriefOpen(true)}>
              {BRIEF_TITLE}
            </Button>
          </Stack>
          <Box
            component="form"
            noValidate
            role="search"
            aria-label="Critères de recherche"
            onSubmit={(event) => void submit(event)}
          >
            <Box sx={grid}>
              <Box className="wide" ref={skillsBox} sx={{ minWidth: 0 }}>
                <TagInput
                  label="Technologies"
                  value={values.skills ?? []}
                  onChange={(skills) => change({ skills }, 'skills')}
                  error={errors.skills}
                  duplicateMessage={MSG.techDuplicate}
                  placeholder="React, Java, SAP…"
                />
              </Box>
              {/* The browser's own list (issue 20): no menu, popover or focus trap to load before the page paints. */}
              <OutlinedField
                name="niv_exp"
                label="Années d'expérience"
                shrink
                value={values.niv_exp ?? ''}
                onChange={(event) => change({ niv_exp: event.target.value as Values['niv_exp'] })}
                options={LEVELS.map((level) => (
                  <option key={level.value} value={level.value}>
                    {level.label}
                  </option>
                ))}
              />
              <Box sx={{ minWidth: 0 }}>
                <DateInput
                  label="Disponible le"
                  error={errors.date_dispo}
                  field={{
                    name: 'date_dispo',
                    value: values.date_dispo ?? '',
                    onChange: (date_dispo) => change({ date_dispo }, 'date_dispo'),
                    onBlur: () => undefined,
                    ref: (element) => {
                      dateInput.current = element;
                    },
                  }}
                />
              </Box>
              <Box className="wide">
                <Button type="submit" variant="contained" size="large" fullWidth sx={{ height: 56 }} loading={results.isFetching}>
                  Confirmer
                </Button>
              </Box>
              {/* The nice-to-have skills apart (DECISIONS §6.8: half the weight of a required one), and the words. */}
              <Box sx={{ gridColumn: { xs: '1 / -1', md: '1 / 2' }, minWidth: 0 }}>
                <TagInput
                  label="Compétences appréciées"
                  value={values.skills_plus ?? []}
                  onChange={(skills_plus) => change({ skills_plus }, 'skills_plus')}
                  error={errors.skills_plus}
                  duplicateMessage={MSG.techDuplicate}
                  placeholder="Docker, Kafka…"
                />
              </Box>
              <Box sx={{ gridColumn: { xs: '1 / -1', md: '2 / 4' }, minWidth: 0 }}>
                <OutlinedField
                  name="q"
                  label="Mots du titre ou de la présentation"
                  shrink
                  value={values.q ?? ''}
                  onChange={(event) => change({ q: event.target.value }, 'q')}
                  error={Boolean(errors.q)}
                  helperText={errors.q}
                  alert
                  placeholder="banque, paiement, e-commerce…"
                />
              </Box>
              <Box sx={{ gridColumn: '1 / -1', display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: -1 }}>
                <FormControlLabel
                  control={
                    <Checkbox
                      checked={Boolean(values.confirmed_only)}
                      onChange={(e) => change({ confirmed_only: e.target.checked })}
                    />
                  }
                  label="Disponibilité confirmée uniquement"
                />
                <Box sx={{ flexGrow: 1 }} />
                {criteria !== null && (
                  <Suspense fallback={null}>
                    <CreateAlertButton criteria={criteria} />
                  </Suspense>
                )}
              </Box>
            </Box>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
            Les profils sont classés par une règle publique :{' '}
            <Link component={RouterLink} to={paths.transparency}>
              comment nous classons les profils
            </Link>
            .
          </Typography>
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
        <Suspense
          // What QueryState shows while pending, without its error Alert (issue 20).
          fallback={<LoadingStatus />}
        >
          <SearchResults results={results} clientId={clientId} onPage={(page) => setCriteria({ ...criteria, page })} />
        </Suspense>
      )}
      {briefOpened && (
        // The loader's dialog is itself loaded on the first click: nothing shows the moment it takes.
        <Suspense fallback={null}>
          <Suspense
            fallback={briefOpen && <DialogLoader title={BRIEF_TITLE} maxWidth="md" onClose={() => setBriefOpen(false)} />}
          >
            <BriefDialog
              open={briefOpen}
              onClose={() => setBriefOpen(false)}
              onSearch={(next) => {
                // The brief fills the form (the chips stay editable) and runs the search.
                const filled = {
                  skills: next.skills,
                  skills_plus: next.skills_plus ?? [],
                  q: '',
                  niv_exp: next.niv_exp ?? '',
                  date_dispo: next.date_dispo ?? '',
                };
                latest.current = filled;
                setValues(filled);
                setErrors({});
                submitted.current = false;
                setCriteria(next);
              }}
            />
          </Suspense>
        </Suspense>
      )}
    </>
  );
}
