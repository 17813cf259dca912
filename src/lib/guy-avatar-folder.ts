/** Where guys' avatars live in storage; each upload gets a random folder under it (newGuyAvatarPrefix). */
export const GUY_AVATAR_FOLDER = 'avatars/guys';
