import type { GirlCardData } from '@/features/girls/types';

/** A link to a forum thread reviewing a girl (spec §3 forumReviews). */
export interface ForumReviewLink {
  id: number;
  url: string;
  /** The thread's title, or the link itself when the forum gave none. */
  title: string;
  /** ISO timestamp (cached results go through JSON). */
  createdAt: string;
}

export interface ReviewGirl extends GirlCardData {
  forumReviews: ForumReviewLink[];
}

export interface ReviewGirlDetail extends ReviewGirl {
  synopsis: string | null;
  review: string | null;
}

/** Spec §3 "Review of a girl": id, content, publishedAt, author{name, avatar}. */
export interface GirlReview {
  id: number;
  content: string;
  publishedAt: string;
  /** When its author last rewrote it (a guy's second review replaces his first); null if never. */
  editedAt: string | null;
  author: { name: string; avatar: string | null };
}

/** A review counts as edited when it was rewritten more than a minute after it was published. */
export function wasEdited(publishedAt: Date, updatedAt: Date): boolean {
  return updatedAt.getTime() - publishedAt.getTime() > 60_000;
}
