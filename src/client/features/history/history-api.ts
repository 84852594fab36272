import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { HISTORY_PAGE_SIZE } from '../../../shared/constants';
import { ZHistoryDetail, ZHistoryPage, ZTrends, type THistoryPage } from '../../../shared/history';
import { apiFetch } from '../../lib/api';

/** The history API (GET/DELETE /api/history...) and its TanStack Query hooks. */

export const HISTORY_KEYS = {
  all: ['history'] as const,
  list: ['history', 'list'] as const,
  entry: (id: string) => ['history', 'entry', id] as const,
  trends: ['history', 'trends'] as const,
};

export function fetchHistoryPage(cursor: string | null): Promise<THistoryPage> {
  const query = new URLSearchParams({ limit: String(HISTORY_PAGE_SIZE) });
  if (cursor) query.set('cursor', cursor);
  return apiFetch(`/api/history?${query}`, { schema: ZHistoryPage });
}

export function useHistoryPages() {
  return useInfiniteQuery({
    queryKey: HISTORY_KEYS.list,
    queryFn: ({ pageParam }) => fetchHistoryPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    retry: 1,
  });
}

export function useHistoryEntry(id: string | null) {
  return useQuery({
    queryKey: HISTORY_KEYS.entry(id ?? ''),
    queryFn: () => apiFetch(`/api/history/${encodeURIComponent(id!)}`, { schema: ZHistoryDetail }),
    enabled: id !== null,
    retry: 1,
  });
}

export function useTrends(enabled: boolean) {
  return useQuery({
    queryKey: HISTORY_KEYS.trends,
    queryFn: () => apiFetch('/api/history/trends', { schema: ZTrends }),
    enabled,
  });
}

/** Deletes an entry; on success it leaves the cached list without it and refreshes trends. */
export function useDeleteEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch(`/api/history/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<InfiniteData<THistoryPage, string | null>>(
        HISTORY_KEYS.list,
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((p) => ({ ...p, items: p.items.filter((i) => i.id !== id) })),
          },
      );
      queryClient.removeQueries({ queryKey: HISTORY_KEYS.entry(id) });
      void queryClient.invalidateQueries({ queryKey: HISTORY_KEYS.trends });
    },
  });
}
