'use server';

import { z } from 'zod';
import { getActor } from '@/server/auth/actor';
import { logger } from '@/server/logger';
import { describeError } from '@/server/http/safe-log';
import { revalidateGirlProfile } from './cache';
import type { VisibilityResult } from './visibility-messages';
import { setGirlVisibility } from './visibility-service';

const InputSchema = z.object({ girlId: z.number().int().positive(), visible: z.boolean() });

/** Server action behind the Show Profile switch. Failures become { ok: false } (the spec's one failure toast). */
export async function changeGirlVisibility(input: { girlId: number; visible: boolean }): Promise<VisibilityResult> {
  const parsed = InputSchema.safeParse(input);
  if (!parsed.success) return { ok: false };
  try {
    const result = await setGirlVisibility(await getActor(), parsed.data.girlId, parsed.data.visible);
    // Public lists and her profile page are cached: a hidden profile must go at once.
    revalidateGirlProfile(parsed.data.girlId);
    return { ok: true, visible: result.visible };
  } catch (error) {
    logger.warn({ err: describeError(error) }, 'Changing girl visibility failed');
    return { ok: false };
  }
}
