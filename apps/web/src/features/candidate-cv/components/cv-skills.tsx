import Add from '@mui/icons-material/Add';
import Check from '@mui/icons-material/Check';
import { Alert, Box, Button, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { TAGS_MAX } from '@passerelle/shared/constants';
import { MSG } from '@passerelle/shared/messages';
import { normalizeTag } from '@passerelle/shared/normalize';
import { candidateProfileApi, profilesApi } from '@passerelle/shared/routes/profiles';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-client';
import { invalidateRoutes } from '../../../lib/query-keys';
import { useRoleProfile } from '../../../lib/use-role-profile';
import { addSkillsToProfile, cvProfileQuery, profileSkillsQuery } from '../api/cv-api';

/**
 * After a CV upload (DECISIONS §6.1): the canonical skills read in the CV that the profile lacks, each added
 * with one click, or all at once (updateCondInfo with the profile as it is). Skills the profile already has,
 * under any spelling, are not offered.
 */
export function CvSkills({ skills }: { skills: readonly string[] }) {
  const queryClient = useQueryClient();
  const record = useRoleProfile();
  const profile = useQuery(cvProfileQuery(record.data?.id));
  const owned = useQuery(profileSkillsQuery(profile.data?.skills));
  const add = useMutation({
    mutationFn: (added: readonly string[]) => {
      if (!profile.data) throw new Error(MSG.failed);
      return addSkillsToProfile(profile.data, added);
    },
    onSuccess: async ({ data }) => {
      queryClient.setQueryData(cvProfileQuery(data.id).queryKey, data);
      await invalidateRoutes(queryClient, candidateProfileApi.myprofile, profilesApi.getUserCondInf);
    },
  });

  if (profile.isPending || owned.isPending) return <Skeleton height={40} aria-label="Chargement de vos compétences" />;
  const have = new Set([...(owned.data ?? []), ...(profile.data?.skills ?? [])].map(normalizeTag));
  const missing = skills.filter((skill) => !have.has(normalizeTag(skill)));
  const room = TAGS_MAX - (profile.data?.skills.length ?? 0);

  return (
    <Box component="section" aria-labelledby="cv-skills-title" sx={{ mt: 2 }}>
      <Typography id="cv-skills-title" component="h3" variant="h5" sx={{ mb: 1 }}>
        Compétences lues dans votre CV
      </Typography>
      {missing.length === 0 ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
          <Check color="success" aria-hidden />
          <Typography>Votre profil contient toutes les compétences de votre CV.</Typography>
        </Stack>
      ) : (
        <>
          <Typography color="text.secondary" sx={{ mb: 1 }}>
            Ajoutez à votre profil celles qui vous décrivent : les entreprises vous trouvent par vos compétences.
          </Typography>
          <Box
            component="ul"
            aria-label="Compétences à ajouter"
            sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
          >
            {missing.map((skill) => (
              <li key={skill}>
                <Chip
                  icon={<Add />}
                  label={skill}
                  color="primary"
                  variant="outlined"
                  disabled={add.isPending || room < 1}
                  onClick={() => add.mutate([skill])}
                  aria-label={`Ajouter « ${skill} » à mon profil`}
                />
              </li>
            ))}
          </Box>
          {missing.length > 1 && (
            <Button
              sx={{ mt: 1.5 }}
              variant="outlined"
              startIcon={<Add />}
              loading={add.isPending}
              disabled={missing.length > room}
              onClick={() => add.mutate(missing)}
            >
              Tout ajouter ({missing.length})
            </Button>
          )}
          {missing.length > room && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              Votre profil peut compter {TAGS_MAX} compétences au plus.
            </Typography>
          )}
        </>
      )}
      {add.isSuccess && (
        <Alert severity="success" sx={{ mt: 1.5 }} role="status">
          {add.variables.length > 1 ? 'Compétences ajoutées à votre profil.' : `« ${add.variables[0]} » ajoutée à votre profil.`}
        </Alert>
      )}
      {add.isError && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {errorMessage(add.error, MSG.failed)}
        </Alert>
      )}
    </Box>
  );
}
