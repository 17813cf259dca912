import { Container } from '@/components/layout/container';
import { Skeleton } from '@/components/ui/skeleton';

export default function DashboardLoading() {
  return (
    <Container role="status" aria-live="polite" className="flex flex-col gap-6 py-8 sm:py-10">
      <span className="sr-only">Loading...</span>
      <Skeleton className="h-8 w-40" />
      <Skeleton className="h-5 w-56" />
      <div className="grid gap-6 md:grid-cols-[18rem_1fr]">
        <Skeleton className="h-56 w-full" />
        <div className="flex flex-col gap-6">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-32 w-full" />
        </div>
      </div>
    </Container>
  );
}
