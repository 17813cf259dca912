import 'server-only';
import type { z, ZodType } from 'zod';
import { getActor } from '@/server/auth/actor';
import type { ActorGate } from './endpoint';

// Server actions get the same edge as route handlers (docs/decisions/014): one way to get the
// actor (its gate) and one parse of the input, before the service is called with typed values.

export interface ActionSpec<A, S extends ZodType> {
  actor: ActorGate<A>;
  input: S;
}

/**
 * The actor (through the gate: 401/403 or a gate's 404 as an AppError) and the parsed input (a
 * ZodError when it does not fit). The action turns those into its own result shape.
 */
export async function actionInput<A, S extends ZodType>(
  spec: ActionSpec<A, S>,
  raw: unknown,
): Promise<{ actor: A; input: z.output<S> }> {
  const actor = spec.actor(await getActor());
  return { actor, input: spec.input.parse(raw) as z.output<S> };
}
