import type { ContactMessage } from '@passerelle/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET contactus/list: the landing page's messages, newest first (SPEC §7). */
export const useContactMessages = () =>
  useQuery({ queryKey: ['admin-contact'], queryFn: () => api.get<ContactMessage[]>('/api/adm/contactus/list') });
