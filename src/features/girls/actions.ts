'use server';

import { z } from 'zod';
import { recordIdSchema } from '@/lib/route-params';
import { actionInput } from '@/server/http/action';
import { signedIn } from '@/server/http/endpoint';
import { describeError } from '@/server/http/safe-log';
import { logger } from '@/server/logger';
import { revalidateGirlProfile } from './cache';
import type { VisibilityResult } from './visibility-messages';
import { setGirlVisibility } from './visibility-service';

const InputSchema = z.object({ girlId: recordIdSchema(), visible: z.boolean() });

/** Failures become { ok: false } (the spec's one failure toast). */
export async function changeGirlVisibility(raw: { girlId: number; visible: boolean }): Promise<VisibilityResult> {
  try {
    const { actor, input } = await actionInput({ actor: signedIn, input: InputSchema }, raw);
    const result = await setGirlVisibility(actor, input.girlId, input.visible);
    // Only a public change drops the caches: a pending girl's switch must not flush every list.
    if (result.publicChange) revalidateGirlProfile(input.girlId);
    return { ok: true, visible: result.visible };
  } catch (error) {
    logger.warn({ err: describeError(error) }, 'Changing girl visibility failed');
    return { ok: false };
  }
}
