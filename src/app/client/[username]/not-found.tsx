import { UserRound } from 'lucide-react';
import { Container } from '@/components/layout/container';
import { EmptyState } from '@/components/ui/empty-state';

/** No such client, or one whose e-mail is not verified, who is banned or deleted. */
export default function ClientNotFound() {
  return (
    <Container className="max-w-4xl py-12">
      <EmptyState icon={UserRound} title="User not found." />
    </Container>
  );
}
