/** A news feed card as the browser sees it (public). */
export interface NewsCardData {
  id: number;
  title: string;
  /** Short kind label from card_info.type, e.g. 'Announcement', 'New girl', 'Travel'. */
  label: string | null;
  body: string | null;
  imageUrl: string | null;
  /** Internal path or external URL the card links to. */
  href: string | null;
  /** ISO date-time string. */
  publishedAt: string | null;
}
