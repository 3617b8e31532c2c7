import { chatApi } from '@passerelle/shared/routes/chat';
import type { ChatMessage, MessagesResponse } from '@passerelle/shared/schemas/chat';
import { type InfiniteData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/api-client';
import { queryKeyOf } from '../../../lib/query-keys';

/** The chat's calls (SPEC §7 `/api/chat`): a user's conversation with the staff, and the staff's view of all of them. */

/** A conversation's key: the user's own (getMyMsg), or a user's as the staff read it (getMsgByUser). */
export const threadKey = (userId: number | 'me') =>
  userId === 'me' ? queryKeyOf(chatApi.getMyMsg) : queryKeyOf(chatApi.getMsgByUser, { id_user: userId });
type Thread = InfiniteData<MessagesResponse, number | null>;

/** A conversation, newest page first; older pages on demand (`before`). Reading marks it read. */
export function useThread(userId: number | 'me' | null) {
  return useInfiniteQuery({
    queryKey: threadKey(userId ?? 'me'),
    enabled: userId !== null,
    initialPageParam: null as number | null,
    queryFn: ({ pageParam }) => {
      const before = pageParam ? { before: pageParam } : {};
      return userId === 'me' || userId === null
        ? call(chatApi.getMyMsg, before)
        : call(chatApi.getMsgByUser, { id_user: userId, ...before });
    },
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
    mutationFn: (input: { content: string; id_to?: number }) => call(chatApi.sendit, input),
  });
}

export function useChatUsers(search: string) {
  return useQuery({
    queryKey: queryKeyOf(chatApi.getUserChat, { search }),
    queryFn: () => call(chatApi.getUserChat, { search }),
    placeholderData: (previous) => previous,
  });
}
