/** Where a comments thread lives (comments.thread): a scammer's page, a girl's or a guy's profile, the home page. */
export const COMMENT_THREADS = ['scammer', 'girl-profile', 'guy-profile', 'home'] as const;
export type CommentThread = (typeof COMMENT_THREADS)[number];
