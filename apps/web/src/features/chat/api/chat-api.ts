import type { ChatMessage, ChatUsersResponse, MessagesResponse, SendMessageResponse } from '@passerelle/shared';
import { type InfiniteData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** `/api/chat` (SPEC §7): a user's conversation with the staff, and the staff's view of all of them. */

export const threadKey = (userId: number | 'me') => ['chat', 'thread', userId] as const;
type Thread = InfiniteData<MessagesResponse, number | null>;

/** A conversation, newest page first; older pages on demand (`before`). Reading marks it read. */
export function useThread(userId: number | 'me' | null) {
  return useInfiniteQuery({
    queryKey: threadKey(userId ?? 'me'),
    enabled: userId !== null,
    initialPageParam: null as number | null,
    queryFn: ({ pageParam }) =>
      userId === 'me'
        ? api.post<MessagesResponse>('/api/chat/getMyMsg', pageParam ? { before: pageParam } : {})
        : api.post<MessagesResponse>('/api/chat/getMsgByUser', { id_user: userId, ...(pageParam ? { before: pageParam } : {}) }),
    getNextPageParam: (last) => (last.hasMore ? (last.data[0]?.id ?? null) : null),
    staleTime: 0,
  });
}

/** Messages of a thread in reading order: older pages first. */
export function messagesOf(data: InfiniteData<MessagesResponse, unknown> | undefined): ChatMessage[] {
  return data ? [...data.pages].reverse().flatMap((page) => page.data) : [];
}

/** Adds a message that arrived (or was sent) to the newest page of its thread, once. */
export function useAppendMessage() {
  const queryClient = useQueryClient();
  return (key: ReturnType<typeof threadKey>, message: ChatMessage) => {
    queryClient.setQueryData<Thread>(key, (thread) => {
      if (!thread || thread.pages.some((p) => p.data.some((m) => m.id === message.id))) return thread;
      const [newest, ...older] = thread.pages;
      if (!newest) return thread;
      return { ...thread, pages: [{ ...newest, data: [...newest.data, message] }, ...older] };
    });
  };
}

export function useSendMessage() {
  return useMutation({
    mutationFn: (input: { content: string; id_to?: number }) => api.post<SendMessageResponse>('/api/chat/sendit', input),
  });
}

export function useChatUsers(search: string) {
  return useQuery({
    queryKey: ['chat', 'users', search],
    queryFn: () => api.post<ChatUsersResponse>('/api/chat/getUserChat', { search }),
    placeholderData: (previous) => previous,
  });
}
