import 'server-only';
import { z } from 'zod';
import { someAttributesOf } from '@/server/http/api-description';
import type { SearchCard } from './types';

export const SEARCH_CARD_ATTRIBUTES = someAttributesOf<SearchCard>()({
  kind: z.string(),
  href: z.string(),
  stageName: z.string(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  country: z.string().nullable(),
  pictureUrl: z.string().nullable(),
});
