import 'server-only';
import { permitted } from './endpoint';

/** The moderators' endpoints: 401 for a visitor, 403 for anyone without admin:access. */
export const moderator = permitted('admin:access');

/** A moderator's body of a few fields (a decision, a reason, a switch). */
export const SMALL_BODY = { maxBytes: 8 * 1024 };
