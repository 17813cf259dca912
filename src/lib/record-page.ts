import type { Metadata } from 'next';
import { notFound } from 'next/navigation';

/** A record's page builds nothing at build time: each is rendered on its first request. */
export function noStaticParams(): Array<Record<string, string>> {
  return [];
}

/**
 * A page of one record found from its route params (/review/{stage_name}, /scammer/{stage_name},
 * /sessiongirls/{username}, /problem-girl/{id}): its metadata and its page find the record alike,
 * and a missing one is the 404 page, titled 'Not found - 404'.
 */
export function recordPage<Params, Found>(
  find: (params: Params) => Promise<Found | null>,
  describe: (record: Found) => Metadata,
) {
  return {
    async generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
      const record = await find(await params);
      return record ? describe(record) : { title: 'Not found - 404' };
    },
    /** The record, or the not-found page. */
    async load(params: Promise<Params>): Promise<Found> {
      const record = await find(await params);
      if (!record) notFound();
      return record;
    },
  };
}
