import { z } from 'zod';
import type { FlagName } from '@/lib/flags';
import { COMMENT_THREADS, type CommentThread } from '@/lib/enums/comment-threads';
import { parseRecordId } from '@/lib/route-params';
import { COMMENT_MAX, COMMENT_MESSAGES } from './messages';

// Our comments widget (spec §2 Scammer detail "Comments", §6 "Comments widget"), replacing the
// third-party one: the spec's texts, no outside script.

export { COMMENT_THREADS, type CommentThread };

export { COMMENT_MESSAGES } from './messages';

/** Spec §6: while a thread's flag is off, no widget and a 404 endpoint; the scammer page always has it. */
export const COMMENT_THREAD_FLAGS: Readonly<Record<CommentThread, FlagName | null>> = {
  scammer: null,
  home: 'hyvor-comments-on-homepage',
  'girl-profile': 'hyvor-comments-on-girl-profile',
  'guy-profile': 'hyvor-comments-on-guy-profile',
};

const commentText = z
  .string({ error: COMMENT_MESSAGES.required })
  .trim()
  .min(1, COMMENT_MESSAGES.required)
  .max(COMMENT_MAX, `Too long (max characters: ${COMMENT_MAX})`);

/** A positive record id, or null when absent. */
const optionalSubject = z
  .unknown()
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null) return null;
    const id = parseRecordId(value);
    if (id === null) {
      ctx.addIssue({ code: 'custom', message: 'Invalid subject' });
      return z.NEVER;
    }
    return id;
  });

/** POST /api/v1/comments attributes: the thread, its subject (none for the home page) and the text. */
export const CommentSchema = z
  .object({
    thread: z.enum(COMMENT_THREADS, { error: 'Invalid thread' }),
    subjectId: optionalSubject,
    comment: commentText,
  })
  .superRefine((value, ctx) => {
    const needsSubject = value.thread !== 'home';
    if (needsSubject && value.subjectId == null)
      ctx.addIssue({ code: 'custom', path: ['subjectId'], message: 'Invalid subject' });
    if (!needsSubject && value.subjectId != null)
      ctx.addIssue({ code: 'custom', path: ['subjectId'], message: 'Invalid subject' });
  });
export type CommentValues = z.output<typeof CommentSchema>;

/** The form: only the text (the widget knows its thread). */
export const CommentFormSchema = z.object({ comment: commentText });

/** A comment as anyone may see it: the author's public name and picture, or null when gone or banned. */
export interface CommentView {
  id: number;
  comment: string;
  createdAt: string;
  author: { username: string; avatarUrl: string | null } | null;
}
