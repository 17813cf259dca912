import { Container } from '@/components/layout/container';
import { Skeleton } from '@/components/ui/skeleton';

export default function AdvancedSearchLoading() {
  return (
    <Container className="flex flex-col gap-5 py-6 sm:py-8">
      <h1 className="text-2xl font-bold tracking-tight">Girls Search</h1>
      <p role="status" className="sr-only">
        Loading...
      </p>
      <div className="flex flex-col gap-4 lg:flex-row lg:gap-6">
        <div className="flex flex-col gap-5 lg:w-72 lg:shrink-0 lg:border-r lg:border-border lg:pr-6">
          <Skeleton className="h-8 w-48" />
          <Skeleton className="h-10 w-full" />
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-9 w-full" />
          ))}
        </div>
        <div className="flex flex-1 flex-col gap-2.5">
          <Skeleton className="h-5 w-28" />
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-[86px] w-full rounded-card" />
          ))}
        </div>
      </div>
    </Container>
  );
}
