import { Alert } from '@/components/ui/alert';

/** Spec §8. */
export const FORBIDDEN_PANEL = { title: 'Forbidden', text: 'You don’t have permission to access this page.' } as const;

export function ForbiddenView() {
  return <Alert severity="warning" title={FORBIDDEN_PANEL.title} description={FORBIDDEN_PANEL.text} />;
}
