/** Decision 039. */
export const APPEAL_WINDOW_DAYS = 20;
