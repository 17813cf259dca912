import { MODERATION_TOASTS } from '../toasts';

/** Sends one decision (`method` on `url` with `body`; POST by default); true when the server took it. */
export type Decide = (
  url: string,
  body: object | undefined,
  toastText: string,
  method?: 'POST' | 'PATCH' | 'DELETE',
) => Promise<boolean>;

/** The usual pair a queue item sends: approved, or refused (the reason is added to the body). */
export const APPROVED = { body: { approved: true }, toast: MODERATION_TOASTS.approved };
export const REJECTED = { body: { approved: false }, toast: MODERATION_TOASTS.rejected };
