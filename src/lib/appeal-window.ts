/** A decision can be appealed for this many days (decision 039): the ban e-mail and the appeals say it. */
export const APPEAL_WINDOW_DAYS = 20;
