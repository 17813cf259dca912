/** Dynamic, never cached; the public one is /profile/{stageName}. */
export const MY_PROFILE_PATH = '/dashboard/profile';
export const EDIT_MY_PROFILE_PATH = '/edit-profile-female';
export const GIRL_SETTINGS_PATH = '/girl/settings';
export const DASHBOARD_PATH = '/dashboard';
