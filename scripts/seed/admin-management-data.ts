// The admin-management seed's known records, for the e2e journey: an account pair the
// moderator bans, hides and whose booking it deletes, without touching the demo accounts other
// specs use. Pure data: safe to import from e2e helpers.

/** A visible Matside girl the e2e hides and shows again (admin_show_profile). */
export const ADMIN_E2E_GIRL = {
  username: 'tessa_toggle',
  email: 'tessa@matside.test',
  name: 'Tessa Toggle',
  stageName: 'Tessa Toggle',
} as const;

/** A guy the e2e bans until tomorrow; he has a booking with Tessa that the e2e deletes. */
export const ADMIN_E2E_GUY = {
  username: 'barney_ban',
  email: 'barney@matside.test',
  name: 'Barney Ban',
} as const;

/** A guy whose right to report the e2e suspends and lifts (decision 042); no other spec signs in as him. */
export const REPORT_SUSPENSION_E2E_GUY = {
  username: 'rory_report',
  email: 'rory@matside.test',
  name: 'Rory Report',
} as const;

/** The booking between them: its desired session type names it in the tables. */
export const ADMIN_E2E_BOOKING_TYPE = 'Admin e2e: submission wrestling';

/** Markers of the rows the e2e deletes. */
export const ADMIN_E2E_MARKERS = {
  referenceUsername: 'ref_to_delete',
  poll: 'admin-e2e-poll',
  legacyIdentifier: 'legacy-e2e-follow',
} as const;
