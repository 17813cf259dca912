import 'server-only';
import { z } from 'zod';
import { someAttributesOf } from '@/server/http/api-description';
import type { ScammerSummary } from './types';

export const SCAMMER_ATTRIBUTES = someAttributesOf<ScammerSummary>()({
  stageName: z.string(),
  name: z.string().nullable(),
  username: z.string().nullable(),
  headline: z.string().nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
});
