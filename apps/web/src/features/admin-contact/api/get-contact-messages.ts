import { contactApi } from '@passerelle/shared/routes/contact';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-keys';

/** Messages per page of the staff's list. */
const CONTACT_PAGE_SIZE = 20;

/** GET contactus/list: one page of the landing page's messages, newest first (issue 16: paged). */
export const useContactMessages = (page: number) => {
  const input = { page, size: CONTACT_PAGE_SIZE };
  return useQuery({
    queryKey: queryKeyOf(contactApi.contactusList, input),
    queryFn: () => call(contactApi.contactusList, input),
    placeholderData: keepPreviousData,
  });
};
