import 'server-only';
import type { Actor } from '@/server/auth/actor-types';
import type { ViewerKind } from './viewer-kind';

/** The profile buttons' viewer kind for an actor (display only; the services decide). */
export function viewerKindOf(actor: Actor): ViewerKind {
  return actor.kind;
}
