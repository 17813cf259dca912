// Spec §4 "Visibility switch" / §8, verbatim.

export const VISIBILITY_MESSAGES = {
  public: 'Profile is now public',
  hidden: 'Profile is now hidden',
  failed: 'Failed to change visibility',
} as const;

export type VisibilityResult = { ok: true; visible: boolean } | { ok: false };

export function visibilityToast(result: VisibilityResult): { kind: 'success' | 'error'; message: string } {
  if (!result.ok) return { kind: 'error', message: VISIBILITY_MESSAGES.failed };
  return { kind: 'success', message: result.visible ? VISIBILITY_MESSAGES.public : VISIBILITY_MESSAGES.hidden };
}
