'use client';

import { Container } from '@/components/layout/container';
import { Alert } from '@/components/ui/alert';

/** Spec: 'Error Loading Profile' with the hint to consult the team. */
export default function ClientProfileError() {
  return (
    <Container className="max-w-4xl py-12">
      <Alert severity="error" title="Error Loading Profile">
        If the issue persists please consult with our team
      </Alert>
    </Container>
  );
}
