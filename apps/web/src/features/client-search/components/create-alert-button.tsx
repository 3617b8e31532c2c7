import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import { Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import type { SearchMatchBody } from '@passerelle/shared';
import { MSG } from '@passerelle/shared/messages';
import { paths } from '@passerelle/shared/paths';
import { clientAlertsApi } from '@passerelle/shared/routes/alerts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { AlertDialog } from '../../../components/alerts/alert-dialog';
import { TagInput } from '../../../components/form/tag-input';
import { invalidateRoutes } from '../../../lib/query-keys';
import { alertsApi } from '../api/alerts-api';

const SCORES = [100, 90, 80, 70, 60, 50];

/** The search's other criteria, which the alert keeps as they are. */
function alsoCounted({ niv_exp, date_dispo }: SearchMatchBody): string {
  if (niv_exp && date_dispo) return " Le niveau d'expérience et la disponibilité de votre recherche comptent aussi.";
  if (niv_exp) return " Le niveau d'expérience de votre recherche compte aussi.";
  if (date_dispo) return ' La disponibilité de votre recherche compte aussi.';
  return '';
}

/**
 * « Créer une alerte » (DECISIONS §6.2): saves the search's criteria with a minimum score; each new
 * candidate who reaches it is announced by a notification, once. The skills, required and nice-to-have
 * (apart, half the weight: DECISIONS §6.8), start as the search's and stay editable (suggestions from the vocabulary, free tags allowed: DECISIONS §6.1); level and date are the search's.
 */
export function CreateAlertButton({ criteria }: { criteria: SearchMatchBody }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [skills, setSkills] = useState<string[]>(criteria.skills);
  const [skillsPlus, setSkillsPlus] = useState<string[]>(criteria.skills_plus ?? []);
  const [skillsError, setSkillsError] = useState<string | undefined>();
  const [minScore, setMinScore] = useState(80);
  const create = useMutation({
    mutationFn: () =>
      alertsApi.create({
        skills,
        ...(skillsPlus.length > 0 ? { skills_plus: skillsPlus } : {}),
        niv_exp: criteria.niv_exp || null,
        date_dispo: criteria.date_dispo || null,
        min_score: minScore,
      }),
    onSuccess: () => invalidateRoutes(queryClient, clientAlertsApi.getAlertes),
  });
  const start = () => {
    setSkills(criteria.skills);
    setSkillsPlus(criteria.skills_plus ?? []);
    setSkillsError(undefined);
    create.reset();
    setOpen(true);
  };
  const close = () => setOpen(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (skills.length === 0) {
      setSkillsError(MSG.skillsRequired);
      return;
    }
    create.mutate();
  };
  return (
    <>
      <Button variant="outlined" startIcon={<NotificationsActiveOutlined />} onClick={start}>
        Créer une alerte
      </Button>
      <AlertDialog
        open={open}
        onClose={close}
        title="Créer une alerte"
        intro={`Nous vous prévenons dès qu'un candidat correspond à ces compétences avec au moins le score choisi.${alsoCounted(criteria)}`}
        saved={create.isSuccess ? `Alerte créée : vous serez prévenu de chaque nouveau profil qui atteint ${minScore} %.` : null}
        alertsPath={paths.dashboard.client.alerts}
        alertsLabel="Voir mes alertes"
        error={create.error}
        pending={create.isPending}
        onSubmit={submit}
      >
        <Stack spacing={2}>
          <TagInput
            label="Compétences de l'alerte"
            value={skills}
            onChange={(next) => {
              setSkills(next);
              setSkillsError(undefined);
            }}
            error={skillsError}
            duplicateMessage={MSG.skillDuplicate}
            placeholder="React, Java, SAP…"
          />
          {/* Apart, as on the search form: each counts half a required skill (DECISIONS §6.8). */}
          <TagInput
            label="Compétences appréciées"
            value={skillsPlus}
            onChange={setSkillsPlus}
            duplicateMessage={MSG.skillDuplicate}
            placeholder="Docker, Kafka…"
          />
          <Typography variant="body2" color="text.secondary">
            Une compétence appréciée compte pour moitié d’une compétence requise.
          </Typography>
          <TextField
            select
            fullWidth
            label="Score minimum"
            value={minScore}
            onChange={(e) => setMinScore(Number(e.target.value))}
          >
            {SCORES.map((score) => (
              <MenuItem key={score} value={score}>
                {score} %
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </AlertDialog>
    </>
  );
}
