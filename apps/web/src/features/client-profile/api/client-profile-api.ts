import type {
  ChangePassBody,
  ClientProfile,
  ClientProfileResponse,
  DoneResponse,
  EditClientProfileBody,
  UploadResponse,
} from '@passerelle/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, uploadFile } from '../../../lib/api-client';

/** The client's profile calls (docs/api.md "Client profile"), and the password change of /api/users. */
export const clientProfileApi = {
  get: async (id: number): Promise<ClientProfile> => (await api.post<ClientProfileResponse>('/api/cl/myprofile', { id })).data,
  edit: async (body: EditClientProfileBody): Promise<ClientProfile> =>
    (await api.post<ClientProfileResponse>('/api/cl/edtmyprofile', body)).data,
  uploadPhoto: async (file: File, onProgress: (percent: number) => void): Promise<string> =>
    (await uploadFile<UploadResponse>('/api/upload', file, onProgress)).data,
  changePassword: (body: ChangePassBody) => api.post<DoneResponse>('/api/users/changepass', body),
};

export const myProfileQuery = (clientId: number | undefined) =>
  queryOptions({
    queryKey: ['client', 'profile', clientId],
    queryFn: () => clientProfileApi.get(clientId as number),
    enabled: clientId !== undefined,
  });

export const useMyProfile = (clientId: number | undefined) => useQuery(myProfileQuery(clientId));
