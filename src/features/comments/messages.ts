// The comments widget's texts and limit, without zod: the list is on cached public pages, and
// only the form (loaded on demand for signed-in users) needs the schema.

export const COMMENT_MAX = 2_000;

export const COMMENT_MESSAGES = {
  /** Spec §5 "Timewaster comment": the one message the spec has for an empty comment. */
  required: 'Comment text is required to send',
  /** Spec §8. */
  added: 'Successfully added comment',
  deleted: 'Comment deleted.',
  /** Spec §8 placeholders: a commenter whose account is gone or banned. */
  unknownUser: 'Unknown/Banned User',
  empty: 'No comments yet.',
  signIn: 'Sign in to comment.',
} as const;
