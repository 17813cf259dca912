// A girl's own pages, named once: the menus, the dashboard and the moderators' e-mails link them.

/** Her profile as she sees it, whatever its state (dynamic, never cached; the public one is /profile/{stageName}). */
export const MY_PROFILE_PATH = '/dashboard/profile';
export const EDIT_MY_PROFILE_PATH = '/edit-profile-female';
/** Her settings: account deletion. */
export const GIRL_SETTINGS_PATH = '/girl/settings';
export const DASHBOARD_PATH = '/dashboard';
