'use client';

import { formatCount } from '@/lib/format-count';
import { QUEUE_PAGE } from '../queue-items';
import { QUEUE_SECTIONS, type QueueSectionKey } from '../sections';
import { SectionHeading } from './section-heading';

/** A section left closed (open-sections.ts): its heading and the link to its first page, from three props rather than as elements in the payload. */
export function CollapsedSection({ section, count, href }: { section: QueueSectionKey; count: number; href: string }) {
  const { title } = QUEUE_SECTIONS.find(({ key }) => key === section)!;
  return (
    <section aria-label={title} data-queue-section={section} className="flex flex-col gap-2">
      <SectionHeading title={title}>{count}</SectionHeading>
      <p className="text-sm">
        <a href={href} data-queue-open className="underline">
          {count > QUEUE_PAGE
            ? `Show the first ${QUEUE_PAGE} of ${formatCount(count)}`
            : `Show ${count === 1 ? 'the 1 item' : `all ${count} items`}`}
        </a>
      </p>
    </section>
  );
}
