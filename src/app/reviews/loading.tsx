import { Container } from '@/components/layout/container';
import { DirectoryGridSkeleton } from '@/features/girls/components/directory-grid';

export default function ReviewsLoading() {
  return (
    <Container className="py-8 sm:py-10">
      <DirectoryGridSkeleton label="Loading reviews…" />
    </Container>
  );
}
