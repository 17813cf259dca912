import { useRouter } from 'next/navigation';

/** What the client profile's post sections (reviews, girl only comments) get from the page. */
export interface ClientSectionProps {
  guyId: number;
  /** Read the page's data again after a post (the cached client profile's island); else refresh. */
  onChanged?: () => void;
}

/** What a section does after a post: the page's `onChanged`, or a refresh of the route. */
export function useReloadAfterPost(onChanged: (() => void) | undefined): () => void {
  const router = useRouter();
  return onChanged ?? (() => router.refresh());
}
