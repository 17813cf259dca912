import { Container } from '@/components/layout/container';
import { Skeleton, SkeletonBlocks } from '@/components/ui/skeleton';

export default function DashboardLoading() {
  return (
    <Container role="status" aria-live="polite" className="flex flex-col gap-6 py-8 sm:py-10">
      <span className="sr-only">Loading...</span>
      <SkeletonBlocks blocks={['h-8 w-40', 'h-5 w-56']} />
      <div className="grid gap-6 md:grid-cols-[18rem_1fr]">
        <Skeleton className="h-56 w-full" />
        <SkeletonBlocks className="gap-6" blocks={['h-40 w-full', 'h-32 w-full']} />
      </div>
    </Container>
  );
}
