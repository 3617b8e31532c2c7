import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Grid,
  LinearProgress,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { BRIEF_TEXT_MAX } from '@passerelle/shared/constants';
import { NIV_EXP_LABELS } from '@passerelle/shared/enums';
import { MSG } from '@passerelle/shared/messages';
import type { SearchMatchBody, searchMatchBody } from '@passerelle/shared/schemas/offers';
import type { BriefResponse } from '@passerelle/shared/schemas/skills';
import { useMutation } from '@tanstack/react-query';
import { type DragEvent, useEffect, useId, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DateField } from '../../../components/form/date-field';
import { optionsOf, SelectField } from '../../../components/form/select-field';
import { TagInput } from '../../../components/form/tag-input';
import { lazyZodResolver } from '../../../lib/lazy-resolver';
import { BRIEF_ACCEPT, briefErrorMessage, briefFileError, briefTextError, readBriefFile, readBriefText } from '../api/brief-api';
import { BRIEF_TITLE } from './brief-title';

/** Validation with the shared schema, loaded at the first check (lib/lazy-resolver.ts). */
const searchMatchBodyResolver = lazyZodResolver<Values, SearchMatchBody>(() =>
  import('@passerelle/shared/schemas/offers').then((m) => m.searchMatchBody),
);

type Values = z.input<typeof searchMatchBody>;
type Source = { text: string } | { file: File };

const LEVELS = [{ value: '', label: 'Tous les niveaux' }, ...optionsOf(NIV_EXP_LABELS)];
const count = new Intl.NumberFormat('fr-FR');

/**
 * « Coller une fiche de poste » (DECISIONS §6.1): the client pastes a job description (read at once) or
 * drops / chooses a PDF, DOCX or TXT file; the skills, experience level and start date read show as an
 * editable search, and « Lancer la recherche » fills the search form and runs it. Refusals in French by code.
 */
export function BriefDialog({
  open,
  onClose,
  onSearch,
}: {
  open: boolean;
  onClose: () => void;
  onSearch: (criteria: SearchMatchBody) => void;
}) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const [text, setText] = useState('');
  const [fileName, setFileName] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [read, setRead] = useState<BriefResponse | null>(null);
  const readBox = useRef<HTMLFormElement>(null);
  // What was read comes into sight (below the text on a small screen).
  useEffect(() => {
    if (read) readBox.current?.scrollIntoView?.({ behavior: 'smooth', block: 'nearest' });
  }, [read]);
  const form = useForm<Values, unknown, SearchMatchBody>({
    resolver: searchMatchBodyResolver,
    defaultValues: { skills: [], skills_plus: [], niv_exp: '', date_dispo: '' },
  });

  const reading = useMutation({
    mutationFn: (source: Source) => {
      setProgress(0);
      return 'text' in source ? readBriefText(source.text) : readBriefFile(source.file, setProgress);
    },
    onMutate: () => setRefusal(null),
    onSettled: () => setProgress(null),
    onSuccess: (answer) => {
      setRead(answer);
      form.reset({
        skills: answer.skills,
        skills_plus: answer.skills_plus,
        niv_exp: answer.niv_exp ?? '',
        date_dispo: answer.date_dispo ?? '',
      });
    },
    onError: (error) => setRefusal(briefErrorMessage(error)),
  });

  const readText = (value: string) => {
    const problem = briefTextError(value);
    setRefusal(problem);
    if (!problem) {
      setFileName(null);
      reading.mutate({ text: value });
    }
  };
  const readFile = (file: File | undefined) => {
    if (!file) return;
    const problem = briefFileError(file);
    setRefusal(problem);
    if (problem) return;
    setFileName(file.name);
    reading.mutate({ file });
  };

  function close() {
    if (reading.isPending) return;
    setText('');
    setFileName(null);
    setRefusal(null);
    setRead(null);
    reading.reset();
    form.reset({ skills: [], skills_plus: [], niv_exp: '', date_dispo: '' });
    onClose();
  }

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    readFile(event.dataTransfer.files[0]);
  };

  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} maxWidth="md" fullWidth fullScreen={phone}>
      <DialogTitle id={titleId}>{BRIEF_TITLE}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          Collez le texte de l'annonce, ou déposez son fichier : nous y lisons les compétences, le niveau d'expérience et la date
          de démarrage demandés. Vous pourrez les ajuster avant de lancer la recherche.
        </Typography>
        <Box
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          sx={{
            borderRadius: 1,
            outline: dragging ? `2px dashed ${theme.palette.primary.main}` : 'none',
            outlineOffset: 4,
          }}
        >
          <TextField
            label="Texte de la fiche de poste"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onPaste={(event) => {
              // A paste is the whole brief: it is read at once (one paste, one click).
              const pasted = event.clipboardData.getData('text');
              if (pasted.trim() === '') return;
              const target = event.currentTarget.querySelector('textarea');
              const start = target?.selectionStart ?? text.length;
              const end = target?.selectionEnd ?? text.length;
              event.preventDefault();
              const next = text.slice(0, start) + pasted + text.slice(end);
              setText(next);
              readText(next);
            }}
            multiline
            minRows={phone ? 6 : 8}
            maxRows={14}
            fullWidth
            disabled={reading.isPending}
            placeholder="Nous recherchons un développeur React / Node.js confirmé (5 ans d'expérience), démarrage le 15/01/2027…"
            helperText={`${count.format(text.length)} / ${count.format(BRIEF_TEXT_MAX)} caractères`}
            error={text.length > BRIEF_TEXT_MAX}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 1.5, alignItems: { sm: 'center' } }}>
            <Button variant="outlined" component="label" startIcon={<UploadFileOutlined />} disabled={reading.isPending}>
              Choisir un fichier
              <input
                hidden
                type="file"
                accept={BRIEF_ACCEPT}
                aria-label="Fichier de la fiche de poste"
                onChange={(event) => {
                  const chosen = event.target.files?.[0];
                  event.target.value = '';
                  readFile(chosen);
                }}
              />
            </Button>
            <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
              {fileName ?? 'ou déposez-le ici : PDF, DOCX ou TXT, 2 Mo au plus'}
            </Typography>
          </Stack>
        </Box>
        {reading.isPending && (
          <Box sx={{ mt: 2 }} role="status" aria-label="Lecture de la fiche de poste">
            <LinearProgress
              variant={progress !== null && progress > 0 && progress < 100 ? 'determinate' : 'indeterminate'}
              value={progress ?? 0}
            />
            <Typography variant="caption" color="text.secondary">
              {progress !== null && progress > 0 && progress < 100 ? `Envoi du fichier : ${progress} %` : 'Lecture de la fiche…'}
            </Typography>
          </Box>
        )}
        {refusal && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {refusal}
          </Alert>
        )}
        {read && (
          <Box
            component="form"
            ref={readBox}
            id={`${titleId}-form`}
            noValidate
            aria-label="Ce que la fiche demande"
            onSubmit={form.handleSubmit((values) => {
              onSearch({ ...values, page: 0 });
              close();
            })}
            sx={{ mt: 3 }}
          >
            <Typography component="h3" variant="h4" sx={{ mb: 1.5 }}>
              Ce que la fiche demande
            </Typography>
            {read.skills.length === 0 && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {MSG.briefNoSkill}
              </Alert>
            )}
            <Grid container spacing={2}>
              <Grid size={12}>
                <Controller
                  control={form.control}
                  name="skills"
                  render={({ field, fieldState }) => (
                    <TagInput
                      label="Compétences demandées"
                      value={field.value ?? []}
                      onChange={field.onChange}
                      error={fieldState.error?.message ?? fieldState.error?.root?.message}
                      duplicateMessage={MSG.techDuplicate}
                    />
                  )}
                />
              </Grid>
              <Grid size={12}>
                <Controller
                  control={form.control}
                  name="skills_plus"
                  render={({ field, fieldState }) => (
                    <TagInput
                      label="Un plus (compétences appréciées)"
                      value={field.value ?? []}
                      onChange={field.onChange}
                      error={fieldState.error?.message ?? fieldState.error?.root?.message}
                      duplicateMessage={MSG.techDuplicate}
                    />
                  )}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <SelectField control={form.control} name="niv_exp" label="Années d'expérience" options={LEVELS} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <DateField control={form.control} name="date_dispo" label="Disponible le" />
              </Grid>
            </Grid>
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} disabled={reading.isPending}>
          Annuler
        </Button>
        {(!read || text.trim() !== '') && (
          <Button
            variant={read ? 'outlined' : 'contained'}
            onClick={() => readText(text)}
            loading={reading.isPending && !fileName}
          >
            {read ? 'Relire le texte' : 'Lire la fiche'}
          </Button>
        )}
        {read && (
          <Button type="submit" form={`${titleId}-form`} variant="contained" disabled={reading.isPending}>
            Lancer la recherche
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
