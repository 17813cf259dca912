import { Container } from '@/components/layout/container';
import { Skeleton, SkeletonBlocks } from '@/components/ui/skeleton';

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
        <SkeletonBlocks className="gap-2" blocks={['h-8 w-48', 'h-4 w-32']} />
      </div>
      <SkeletonBlocks blocks={['h-32 w-full', 'h-24 w-full']} />
    </Container>
  );
}
