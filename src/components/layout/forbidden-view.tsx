import { Alert } from '@/components/ui/alert';

/** Spec §8 "Error boundary panels": the Forbidden panel's title and text (error-view.tsx shows it too). */
export const FORBIDDEN_PANEL = { title: 'Forbidden', text: 'You don’t have permission to access this page.' } as const;

/** The not-allowed view for a signed-in user whose role may not use the page. One for every page. */
export function ForbiddenView() {
  return <Alert severity="warning" title={FORBIDDEN_PANEL.title} description={FORBIDDEN_PANEL.text} />;
}
