import 'server-only';
import { canonicalState } from '@/server/places/states';
import { eq, or, sql } from 'drizzle-orm';
import { verifyCaptcha as defaultVerifyCaptcha, type CaptchaResult } from '@/server/captcha';
import { createAccount, USERNAME_TAKEN_MESSAGE, usernameTaken } from '@/server/auth/accounts';
import { withSignUpFloor } from '@/server/auth/sign-up-floor';
import { getDb } from '@/server/db';
import { girlPhotos, girls, user } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { processImage64, saveImage, type ProcessedImage } from '@/server/images';
import { logger } from '@/server/logger';
import { describeError } from '@/server/http/safe-log';
import { photoFileUrl, photoPrefix } from '@/server/storage/photo-files';
import { type GirlSignupValues } from './signup-schema';

export const CAPTCHA_FAILED_MESSAGE = 'Captcha verification failed. Please solve the captcha again.';

export interface GirlSignupDependencies {
  verifyCaptcha?: (payload: string) => Promise<CaptchaResult>;
}

export type GirlSignupOutcome = { outcome: 'created'; userId: string; girlId: number } | { outcome: 'exists' };

async function freeHandle(username: string): Promise<string | null> {
  const db = await getDb();
  const [taken] = await db
    .select({ id: girls.id })
    .from(girls)
    .where(or(sql`lower(${girls.username}) = lower(${username})`, sql`lower(${girls.stageName}) = lower(${username})`))
    .limit(1);
  return taken ? null : username;
}

/** Spec §3. Fields are checked before the picture and the captcha, so a typo does not use the captcha up. */
export async function signUpGirl(
  values: GirlSignupValues,
  deps: GirlSignupDependencies = {},
): Promise<GirlSignupOutcome> {
  if (await usernameTaken(values.username)) {
    throw new AppError('bad_request', USERNAME_TAKEN_MESSAGE, { source: { pointer: '/username' } });
  }
  const avatar = await processImage64(values.image64, { kind: 'avatar' });

  const captcha = await (deps.verifyCaptcha ?? defaultVerifyCaptcha)(values.recaptcha);
  if (!captcha.ok) {
    throw new AppError('bad_request', captcha.reason === 'missing' ? 'Captcha is required' : CAPTCHA_FAILED_MESSAGE, {
      source: { pointer: '/recaptcha' },
    });
  }

  // From here the work depends on whether the address is taken: one answer time for both.
  return withSignUpFloor(() => createGirlAccount(values, avatar));
}

async function createGirlAccount(values: GirlSignupValues, avatar: ProcessedImage): Promise<GirlSignupOutcome> {
  const account = await createAccount({
    email: values.email,
    username: values.username,
    password: values.password,
    name: values.name,
    roles: ['girl'],
  });
  if (account.outcome === 'exists') return { outcome: 'exists' };
  if (account.outcome === 'invalid') {
    throw new AppError('bad_request', account.message, {
      source: { pointer: `/${account.field === 'roles' ? 'username' : account.field}` },
    });
  }

  const db = await getDb();
  try {
    const handle = await freeHandle(values.username);
    const [girl] = await db
      .insert(girls)
      .values({
        userId: account.userId,
        name: values.name,
        username: handle,
        stageName: handle,
        email: values.email.toLowerCase(),
        city: values.city,
        state: canonicalState(values.state, values.country),
        country: values.country,
        matsideGirl: true,
        profileApproved: null,
        profilePicApproved: null,
      })
      .returning({ id: girls.id });
    const saved = await saveImage(avatar, { prefix: photoPrefix(girl!.id), access: 'private' });
    const [photo] = await db
      .insert(girlPhotos)
      .values({
        girlId: girl!.id,
        storageKey: saved.key,
        secureUrl: saved.url,
        variants: saved.variants,
        approved: false,
        width: saved.width,
        height: saved.height,
      })
      .returning({ id: girlPhotos.id });
    const pictureUrl = photoFileUrl(photo!.id);
    await db
      .update(girls)
      .set({
        profilePicSecureUrl: pictureUrl,
        profilePicPublicId: saved.key,
        profilePicFileName: `${values.username}.webp`,
      })
      .where(eq(girls.id, girl!.id));
    await db.update(user).set({ image: pictureUrl }).where(eq(user.id, account.userId));
    return { outcome: 'created', userId: account.userId, girlId: girl!.id };
  } catch (error) {
    // Without her girl record the account could never be approved.
    logger.error(
      { err: describeError(error) },
      'Girl sign-up failed after the account was created; removing the account',
    );
    await db.delete(girls).where(eq(girls.userId, account.userId));
    await db.delete(user).where(eq(user.id, account.userId));
    throw error;
  }
}
