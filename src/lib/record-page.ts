import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

export function noStaticParams(): Array<Record<string, string>> {
  return [];
}

/** Metadata and page find the record alike; a missing one is the 404 page. */
export function recordPage<Params, Found>(
  find: (params: Params) => Promise<Found | null>,
  describe: (record: Found) => Metadata,
) {
  return {
    async generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
      const record = await find(await params);
      return record ? describe(record) : { title: 'Not found - 404' };
    },
    async load(params: Promise<Params>): Promise<Found> {
      const record = await find(await params);
      if (!record) notFound();
      return record;
    },
  };
}
