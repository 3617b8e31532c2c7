import type { SkillAliasBody, SkillNewBody } from '@passerelle/shared';
import { MSG } from '@passerelle/shared/messages';
import { skillsApi, staffSkillsApi } from '@passerelle/shared/routes/skills';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, call, errorMessage } from '../../../lib/api-client';
import { invalidateRoutes, queryKeyOf } from '../../../lib/query-keys';

/**
 * The staff's curation of the skill vocabulary (DECISIONS §6.1 « Compétences »): the free tags in use that
 * it does not know, most used first; a tag made an alias of a canonical skill; a new canonical skill.
 */
export const useSkillTags = (page: number) =>
  useQuery({
    queryKey: queryKeyOf(staffSkillsApi.getSkillTags, { page }),
    queryFn: () => call(staffSkillsApi.getSkillTags, { page }),
    placeholderData: keepPreviousData,
  });

/** After a change, the free tags and every suggestion list are stale: matching follows at once. */
function useCurationMutation<B extends object, R>(send: (body: B) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => invalidateRoutes(queryClient, staffSkillsApi.getSkillTags, skillsApi.suggest, skillsApi.resolve),
  });
}

export const useAttachAlias = () => useCurationMutation((body: SkillAliasBody) => call(staffSkillsApi.skillAlias, body));
export const useCreateSkill = () => useCurationMutation((body: SkillNewBody) => call(staffSkillsApi.skillNew, body));

/** A refused change, in French, chosen by its code. */
export function curationErrorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'skill.unknown') return MSG.skillUnknown;
    if (error.code === 'skill.alias_taken') return MSG.skillAliasTaken;
    if (error.code === 'skill.label_taken') return MSG.skillLabelTaken;
  }
  return errorMessage(error, MSG.failed);
}

/** « 1 fiche », « 12 fiches »: how many records a change moved to the canonical skill. */
export const recordsCount = (n: number) => (n === 1 ? '1 fiche' : `${n.toLocaleString('fr-FR')} fiches`);

/** « aucune fiche mise à jour », « 1 fiche mise à jour », « 12 fiches mises à jour ». */
export const recordsUpdated = (n: number) =>
  n === 0 ? 'aucune fiche mise à jour' : n === 1 ? '1 fiche mise à jour' : `${recordsCount(n)} mises à jour`;
