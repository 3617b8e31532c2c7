import {
  type DoneResponse,
  personalDataFileName,
  type RecoveryCodesResponse,
  type TwoFactorSetupResponse,
  type TwoFactorStatusResponse,
} from '@passerelle/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { downloadWithSession } from '../../../lib/download';
import { CHECK_USER_KEY } from '../../../lib/session-api';

/** « Mon compte »: the second factor (issue 9), the RGPD export and the account's erasure. */

const statusKey = ['two-factor-status'] as const;

export const useTwoFactorStatus = () =>
  useQuery({ queryKey: statusKey, queryFn: () => api.post<TwoFactorStatusResponse>('/api/users/twoFactorStatus') });

/** A new secret and its QR code, pending until a first code confirms it. */
export const useTwoFactorSetup = () =>
  useMutation({ mutationFn: () => api.post<TwoFactorSetupResponse>('/api/users/twoFactorSetup') });

export function useEnableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (code: string) =>
      (await api.post<RecoveryCodesResponse>('/api/users/twoFactorEnable', { code })).recoveryCodes,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusKey }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { password: string; code: string }) => api.post<DoneResponse>('/api/users/twoFactorDisable', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusKey }),
  });
}

/** Root: the second factor mandatory, or not, for the administrators. */
export function useTwoFactorPolicy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (required: boolean) => api.post<DoneResponse>('/api/adm/twoFactorPolicy', { required }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusKey }),
  });
}

/**
 * Once an administrator held back by the mandatory second factor has turned it on (and noted the
 * recovery codes), the dashboard checks the session again and opens the whole administration.
 */
export function useReleaseDashboard() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: CHECK_USER_KEY });
}

/** The RGPD export, as the file the server names (`passerelle-mes-donnees-<day>.json`). */
export const useExportData = () =>
  useMutation({
    mutationFn: () =>
      downloadWithSession('/api/users/exportData', personalDataFileName(new Date().toISOString().slice(0, 10)), 'POST'),
  });

export const useDeleteAccount = () =>
  useMutation({ mutationFn: (password: string) => api.post<DoneResponse>('/api/users/deleteAccount', { password }) });
