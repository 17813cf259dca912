import { Container } from '@/components/layout/container';
import { Skeleton, SkeletonBlocks } from '@/components/ui/skeleton';

/** Placeholder for the home page while its lists load. */
export function HomePageSkeleton() {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">Loading...</span>
      <div className="border-b border-border bg-gradient-to-b from-accent-soft/70 to-background">
        <Container className="flex flex-col gap-4 py-10 sm:py-14 lg:py-16">
          <SkeletonBlocks blocks={['h-4 w-56', 'h-10 w-full max-w-xl', 'h-5 w-full max-w-2xl']} />
          <div className="mt-2 flex gap-3">
            <SkeletonBlocks blocks={['h-12 w-40', 'h-12 w-36']} />
          </div>
        </Container>
      </div>
      <Container className="flex flex-col gap-4 py-10 sm:py-12">
        <Skeleton className="h-7 w-24" />
        <div className="grid gap-4 sm:grid-cols-2 md:grid-cols-3">
          {Array.from({ length: 3 }, (_, i) => (
            <div key={i} className="flex flex-col gap-3 rounded-card border border-border p-0">
              <Skeleton className="aspect-[16/9] w-full rounded-b-none" />
              <SkeletonBlocks className="gap-2 p-4 pt-1" blocks={['h-3 w-20', 'h-5 w-3/4', 'h-4 w-full']} />
            </div>
          ))}
        </div>
      </Container>
    </div>
  );
}
