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
  author: { name: string; avatar: string | null };
}
