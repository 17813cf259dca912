import { Container } from '@/components/layout/container';
import { Skeleton } from '@/components/ui/skeleton';

export default function MyProfileLoading() {
  return (
    <Container role="status" aria-live="polite" className="flex flex-col gap-6 py-8 sm:py-10">
      <span className="sr-only">Loading...</span>
      <Skeleton className="h-20 w-full" />
      <div className="flex items-end gap-4">
        <Skeleton className="size-32 rounded-full sm:size-40" />
        <Skeleton className="h-8 w-48" />
      </div>
      <Skeleton className="h-40 w-full" />
    </Container>
  );
}
