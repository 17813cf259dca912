import type { ReactNode } from 'react';
import type { ModerationQueue } from '../queue-items';
import { GirlItem, PhotoItem, ScammerReportItem } from '../components/girl-items';
import { CrawledItem, ScrapedEmailItem, SessionGirlItem, SessionGirlReportItem } from '../components/scraped-items';
import { SessionGirlImageItem, SessionGirlPictureItem } from '../components/session-girl-media-items';
import { TimewasterChangeItem } from '../components/timewaster-change-item';
import { TimewasterReportItem } from '../components/timewaster-report-item';

// Each moderation kind's item as the queue renders it, on the server (moderation-queue.tsx wraps a
// claimable kind's item in its claim). Apart from entries.ts so that the browser's bundle, which
// reads the titles, does not take the items' components with them.

type ItemOf<Key extends keyof ModerationQueue> = ModerationQueue[Key] extends (infer Item)[] ? Item : never;

export const KIND_ITEMS: { [Key in keyof ModerationQueue]: (item: ItemOf<Key>) => ReactNode } = {
  sessionGirlPictures: (girl) => <SessionGirlPictureItem girl={girl} />,
  sessionGirls: (girl) => <SessionGirlItem girl={girl} />,
  girls: (girl) => <GirlItem girl={girl} />,
  scrapedWithoutEmail: (girl) => <ScrapedEmailItem girl={girl} />,
  crawledProblemGirls: (girl) => <CrawledItem girl={girl} />,
  photos: (photo) => <PhotoItem photo={photo} />,
  sessionGirlImages: (image) => <SessionGirlImageItem image={image} />,
  sessionGirlReports: (report) => <SessionGirlReportItem report={report} />,
  timewasterReports: (report) => <TimewasterReportItem report={report} />,
  timewasterChanges: (change) => <TimewasterChangeItem change={change} />,
  scammerReports: (report) => <ScammerReportItem report={report} />,
};
