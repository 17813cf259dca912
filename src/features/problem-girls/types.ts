/** The public problem-girl record (spec §3 Problem girl), without dob or who reported her. */
export interface ProblemGirlDetail {
  id: number;
  username: string | null;
  name: string | null;
  headline: string | null;
  description: string | null;
  city: string | null;
  country: string | null;
  height: number | null;
  weight: number | null;
  profileUrl: string | null;
  reasonWhy: string | null;
  /** yyyy-mm-dd. */
  dateOfAnalysis: string | null;
  pageTitle: string | null;
  messageThread: string | null;
  /** The main picture, or null: 'Problem Girl has no picture.' */
  picture: string | null;
  photos: Array<{ id: number; url: string }>;
  reportedUrls: Array<{ id: number; url: string }>;
  /** False for a crawled record no moderator has reviewed (moderators only see those). */
  reviewed: boolean;
}

/** Public-form records often carry the same text in reason and description. */
export function reasonParagraphs(record: Pick<ProblemGirlDetail, 'reasonWhy' | 'description'>): string[] {
  const reason = record.reasonWhy?.trim() ?? '';
  const description = record.description?.trim() ?? '';
  return [reason || 'Reason is null.', ...(description && description !== reason ? [description] : [])];
}
