// Text only: none of the filter schema (zod).
import { apiJson } from '@/lib/api-client';
import type { SearchCard, SearchResult } from './types';

interface SearchDocument {
  data: { id: string; type: string; attributes: Omit<SearchCard, 'id'> }[];
  meta: { total: number; totalCapped: boolean; limit: number; offset: number; nextCursor: number | null };
}

export async function fetchTextSearch(q: string, limit: number, signal?: AbortSignal): Promise<SearchResult> {
  const params = new URLSearchParams({ q, limit: String(limit) });
  const document = await apiJson<SearchDocument>(`/api/v1/search?${params.toString()}`, { signal });
  return {
    total: document.meta.total,
    totalCapped: document.meta.totalCapped,
    results: document.data.map((item) => ({ id: Number(item.id), ...item.attributes })),
    nextCursor: document.meta.nextCursor,
  };
}
