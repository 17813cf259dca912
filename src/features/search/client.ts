import { apiJson } from '@/lib/api-client';
import { filterToSearchParams, type SearchFilter } from './schema';
import type { SearchCard, SearchResult } from './types';

interface SearchDocument {
  data: { id: string; type: string; attributes: Omit<SearchCard, 'id'> }[];
  meta: { total: number; totalCapped: boolean; limit: number; offset: number; nextCursor: number | null };
}

export function advancedSearchHref(filter: Partial<SearchFilter>): string {
  const query = filterToSearchParams(filter).toString();
  return query ? `/advanced_search?${query}` : '/advanced_search';
}

export async function fetchSearch(
  filter: Partial<SearchFilter>,
  page: { limit: number; after?: number | null },
  signal?: AbortSignal,
): Promise<SearchResult> {
  const params = filterToSearchParams(filter, page);
  const document = await apiJson<SearchDocument>(`/api/v1/search?${params.toString()}`, { signal });
  return {
    total: document.meta.total,
    totalCapped: document.meta.totalCapped,
    results: document.data.map((item) => ({ id: Number(item.id), ...item.attributes })),
    nextCursor: document.meta.nextCursor,
  };
}
