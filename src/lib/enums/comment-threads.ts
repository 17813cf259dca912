export const COMMENT_THREADS = ['scammer', 'girl-profile', 'guy-profile', 'home'] as const;
export type CommentThread = (typeof COMMENT_THREADS)[number];
