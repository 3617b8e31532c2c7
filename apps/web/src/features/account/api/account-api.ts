import { personalDataFileName } from '@passerelle/shared/constants';
import { parisToday } from '@passerelle/shared/dates';
import { accountsApi } from '@passerelle/shared/routes/accounts';
import { myAccountApi } from '@passerelle/shared/routes/my-account';
import { twoFactorApi } from '@passerelle/shared/routes/two-factor';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { download } from '../../../lib/download';
import { invalidateRoutes, queryKeyOf } from '../../../lib/query-keys';

/** « Mon compte »: the second factor (issue 9), the RGPD export and the account's erasure. */

export const useTwoFactorStatus = () =>
  useQuery({ queryKey: queryKeyOf(twoFactorApi.twoFactorStatus), queryFn: () => call(twoFactorApi.twoFactorStatus) });

/** A new secret and its QR code, pending until a first code confirms it. */
export const useTwoFactorSetup = () => useMutation({ mutationFn: () => call(twoFactorApi.twoFactorSetup) });

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) => (await call(twoFactorApi.twoFactorEnable, { code })).recoveryCodes,
    onSuccess: () => invalidateRoutes(queryClient, twoFactorApi.twoFactorStatus),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { password: string; code: string }) => call(twoFactorApi.twoFactorDisable, body),
    onSuccess: () => invalidateRoutes(queryClient, twoFactorApi.twoFactorStatus),
  });
}

/** Root: the second factor mandatory, or not, for the administrators. */
export function useTwoFactorPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (required: boolean) => call(twoFactorApi.twoFactorPolicy, { required }),
    onSuccess: () => invalidateRoutes(queryClient, twoFactorApi.twoFactorStatus),
  });
}

/**
 * Once an administrator held back by the mandatory second factor has turned it on (and noted the
 * recovery codes), the dashboard checks the session again and opens the whole administration.
 */
export function useReleaseDashboard() {
  const queryClient = useQueryClient();
  return () => invalidateRoutes(queryClient, accountsApi.checkuser);
}

/** The RGPD export, as the file the server names (`passerelle-mes-donnees-<day>.json`). */
export const useExportData = () =>
  useMutation({
    mutationFn: () => download(myAccountApi.exportData, personalDataFileName(parisToday())),
  });

export const useDeleteAccount = () =>
  useMutation({ mutationFn: (password: string) => call(myAccountApi.deleteAccount, { password }) });
