import { Container } from '@/components/layout/container';
import { Skeleton } from '@/components/ui/skeleton';

/** The client profile's loading indicator. */
export default function ClientProfileLoading() {
  return (
    <Container
      className="flex max-w-4xl flex-col gap-6 py-8 sm:py-10"
      role="status"
      aria-busy="true"
      aria-label="Loading profile"
    >
      <div className="flex items-center gap-5">
        <Skeleton className="size-32 rounded-full sm:size-40" />
        <div className="flex flex-col gap-2">
          <Skeleton className="h-8 w-48" />
          <Skeleton className="h-4 w-32" />
        </div>
      </div>
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-24 w-full" />
    </Container>
  );
}
