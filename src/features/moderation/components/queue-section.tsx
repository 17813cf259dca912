import { Link } from '@/components/ui/link';
import type { ReactNode } from 'react';
import { QUEUE_PAGE } from '../queue-items';
import { pageRange, queuePageHref } from '../queue-pages';
import type { QueueSectionKey } from '../sections';
import type { QueuePages } from '../queue-items';
import type { QueueFilters } from '../queue-filters';
import { CollapsedSection } from './collapsed-section';
import { SectionCount, SectionFrame } from './queue-shell';
import { SectionHeading } from './section-heading';

/**
 * One section of the queue: its heading with how many wait, its toolbar, a page of its items and,
 * when more than a page waits, links to the pages before and after (each section pages on its own).
 * A collapsed section (open-sections.ts) shows its heading and a link that opens its first page.
 */
export function QueueSection({
  sectionKey,
  title,
  count,
  shown,
  keep,
  pages,
  filters,
  toolbar,
  collapsed = false,
  children,
}: {
  sectionKey: QueueSectionKey;
  title: string;
  count: number;
  shown: number;
  /** Shown even when every item was decided on the page (the always-shown section, a later page). */
  keep: boolean;
  pages: QueuePages;
  filters: QueueFilters;
  toolbar?: ReactNode;
  collapsed?: boolean;
  children?: ReactNode;
}) {
  const page = pages[sectionKey] ?? 1;
  if (collapsed)
    return <CollapsedSection section={sectionKey} count={count} href={queuePageHref(pages, sectionKey, 1, filters)} />;
  const range = count > QUEUE_PAGE || page > 1 ? pageRange(page, shown, count) : null;
  return (
    <SectionFrame section={sectionKey} keep={keep}>
      <section aria-label={title} data-queue-section={sectionKey} className="flex flex-col gap-3">
        <SectionHeading title={title}>
          <SectionCount section={sectionKey} count={count} />
        </SectionHeading>
        {toolbar}
        <ul className="flex flex-col gap-4">{children}</ul>
        {range ? (
          <nav aria-label={`${title}: pages`} className="flex flex-wrap items-center gap-3 text-sm">
            <span>{range.text}</span>
            {range.previous ? (
              <Link className="underline" href={queuePageHref(pages, sectionKey, range.previous, filters)}>
                {`Previous ${QUEUE_PAGE}`}
              </Link>
            ) : null}
            {range.next ? (
              <Link className="underline" href={queuePageHref(pages, sectionKey, range.next, filters)}>
                {`Next ${QUEUE_PAGE}`}
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>
    </SectionFrame>
  );
}
