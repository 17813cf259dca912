import 'server-only';
import type { z, ZodType } from 'zod';
import { getActor } from '@/server/auth/actor';
import type { ActorGate } from './endpoint';

// Server actions get the same edge as route handlers (decision 014): one gate, one parse.

export interface ActionSpec<A, S extends ZodType> {
  actor: ActorGate<A>;
  input: S;
}

export async function actionInput<A, S extends ZodType>(
  spec: ActionSpec<A, S>,
  raw: unknown,
): Promise<{ actor: A; input: z.output<S> }> {
  const actor = spec.actor(await getActor());
  return { actor, input: spec.input.parse(raw) as z.output<S> };
}
