import { accountsApi } from '@passerelle/shared/routes/accounts';
import { filesApi } from '@passerelle/shared/routes/files';
import { profilesApi } from '@passerelle/shared/routes/profiles';
import type { ChangePassBody } from '@passerelle/shared/schemas/auth';
import type { ClientProfile, EditClientProfileBody } from '@passerelle/shared/schemas/profiles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call, upload } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-keys';

/** The client's profile calls (docs/api.md "Client profile"), and the password change of /api/users. */
export const clientProfileApi = {
  get: async (id: number): Promise<ClientProfile> => (await call(profilesApi.myprofile, { id })).data,
  edit: async (body: EditClientProfileBody): Promise<ClientProfile> => (await call(profilesApi.edtmyprofile, body)).data,
  uploadPhoto: async (file: File, onProgress: (percent: number) => void): Promise<string> =>
    (await upload(filesApi.upload, file, onProgress)).data,
  changePassword: (body: ChangePassBody) => call(accountsApi.changepass, body),
};

export const myProfileQuery = (clientId: number | undefined) =>
  queryOptions({
    queryKey: queryKeyOf(profilesApi.myprofile, { id: clientId }),
    queryFn: () => clientProfileApi.get(clientId as number),
    enabled: clientId !== undefined,
  });

export const useMyProfile = (clientId: number | undefined) => useQuery(myProfileQuery(clientId));
