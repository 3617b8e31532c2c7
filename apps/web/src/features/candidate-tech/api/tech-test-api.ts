import { techTestApi } from '@passerelle/shared/routes/tech-test';
import { queryOptions } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-keys';

/** DECISIONS §4: the technical test is asked for through the staff chat (askTechTest, techTestStatus). */
export const techTestStatusQuery = queryOptions({
  queryKey: queryKeyOf(techTestApi.techTestStatus),
  queryFn: async () => (await call(techTestApi.techTestStatus)).data,
});

export const askTechTest = async () => (await call(techTestApi.askTechTest)).data;
