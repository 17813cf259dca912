import { Skeleton } from '@/components/ui/skeleton';

export default function JobsLoading() {
  return (
    <div role="status" aria-live="polite" className="flex flex-col gap-6">
      <span className="sr-only">Loading...</span>
      <Skeleton className="h-8 w-32" />
      <Skeleton className="h-5 w-72" />
      <Skeleton className="h-64 w-full" />
    </div>
  );
}
