import 'server-only';
import { canonicalState } from '@/server/places/states';
import { eq } from 'drizzle-orm';
import { newGuyAvatarPrefix } from '@/features/guys/service';
import type { ServiceFlags } from '@/features/guys/fields';
import { createAccount, USERNAME_TAKEN_MESSAGE, usernameTaken } from '@/server/auth/accounts';
import { withSignUpFloor } from '@/server/auth/sign-up-floor';
import type { Actor, SignedInActor } from '@/server/auth/actor-types';
import { requirePermission } from '@/server/auth/permissions';
import { verifyCaptcha as defaultVerifyCaptcha, type CaptchaResult } from '@/server/captcha';
import { getDb } from '@/server/db';
import { refreshGuyContacts } from '@/server/guy-contacts';
import { guys, user } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { processImage64, saveImage, type ProcessedImage } from '@/server/images';
import {
  type RegistrationBody,
  CHECK_EMAIL_MESSAGE,
  GuyProfileRegistrationSchema,
  GuyRegistrationSchema,
  PROFILE_CREATED_MESSAGE,
  type GuyProfileRegistrationValues,
  type RegisterGuyAnswer,
} from './schema';

export const CAPTCHA_FAILED = 'Captcha verification failed. Please solve the captcha again.';
export const ALREADY_HAS_PROFILE = 'You already have a profile.';

export interface RegisterGuyDependencies {
  verifyCaptcha?: (payload: string) => Promise<CaptchaResult>;
}

async function checkCaptcha(payload: string, deps: RegisterGuyDependencies) {
  const captcha = await (deps.verifyCaptcha ?? defaultVerifyCaptcha)(payload);
  if (!captcha.ok) {
    throw new AppError('bad_request', captcha.reason === 'missing' ? 'Captcha is required' : CAPTCHA_FAILED, {
      source: { pointer: '/recaptcha' },
    });
  }
}

async function insertGuy(
  account: { userId: string; username: string; email: string },
  values: GuyProfileRegistrationValues,
  avatar: ProcessedImage,
) {
  const saved = await saveImage(avatar, { prefix: newGuyAvatarPrefix() });
  const services: ServiceFlags = values.services;
  const db = await getDb();
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(guys)
      .values({
        userId: account.userId,
        username: account.username,
        name: values.name,
        email: account.email,
        birthday: values.birthday ?? null,
        city: values.city,
        state: canonicalState(values.state, values.country),
        country: values.country,
        height: values.height,
        weight: values.weight,
        aboutMe: values.aboutMe,
        canSendEmailsAboutWebsite: values.emailMeAboutNewGirlsInYourArea,
        cloudinaryPublicId: saved.key,
        cloudinarySecureUrl: saved.url,
        cloudinaryUrl: saved.url,
        avatarVariants: saved.variants,
        ...services,
      })
      .returning({ id: guys.id });
    // His e-mails' keyed hashes, for the booking screening and safety alerts.
    await refreshGuyContacts(tx, [row!.id]);
    await tx.update(user).set({ image: saved.url }).where(eq(user.id, account.userId));
  });
}

/**
 * POST /register_guy. A visitor gets an account and profile, answered "check your e-mail" whether
 * or not the address was taken; a signed-in guy without a profile gets only the guys row. The body
 * is parsed here because its schema depends on who asks. Fields, then captcha, then picture.
 */
export async function registerGuy(
  actor: Actor,
  input: RegistrationBody,
  deps: RegisterGuyDependencies = {},
): Promise<RegisterGuyAnswer> {
  if (actor.kind !== 'visitor') return registerSignedInGuy(actor, input, deps);

  const values = GuyRegistrationSchema.parse(input);
  if (await usernameTaken(values.username)) {
    throw new AppError('bad_request', USERNAME_TAKEN_MESSAGE, { source: { pointer: '/username' } });
  }
  await checkCaptcha(values.recaptcha, deps);
  const avatar = await processImage64(values.image64, { kind: 'avatar' });

  // From here the work depends on whether the address is taken: one answer time for both.
  await withSignUpFloor(async () => {
    const result = await createAccount({
      email: values.email,
      username: values.username,
      password: values.password,
      name: values.name,
      roles: ['guy'],
    });
    if (result.outcome === 'invalid') {
      throw new AppError('bad_request', result.message, { source: { pointer: `/${result.field}` } });
    }
    if (result.outcome === 'created') {
      // Should this fail, the account works and the signed-in variant completes the profile.
      await insertGuy(
        { userId: result.userId, username: values.username.trim(), email: values.email.trim().toLowerCase() },
        values,
        avatar,
      );
    }
  });
  return { status: 'check-email', message: CHECK_EMAIL_MESSAGE };
}

async function registerSignedInGuy(
  actor: SignedInActor,
  input: RegistrationBody,
  deps: RegisterGuyDependencies,
): Promise<RegisterGuyAnswer> {
  requirePermission(actor, 'guy-profile:write:own');
  const values = GuyProfileRegistrationSchema.parse(input);
  const db = await getDb();
  const [existing] = await db.select({ id: guys.id }).from(guys).where(eq(guys.userId, actor.userId)).limit(1);
  if (existing) throw new AppError('conflict', ALREADY_HAS_PROFILE);
  await checkCaptcha(values.recaptcha, deps);
  const avatar = await processImage64(values.image64, { kind: 'avatar' });
  try {
    await insertGuy({ userId: actor.userId, username: actor.username, email: actor.email }, values, avatar);
  } catch (error) {
    // Two tabs at once: the unique index on user_id lets one through.
    const [raced] = await db.select({ id: guys.id }).from(guys).where(eq(guys.userId, actor.userId)).limit(1);
    if (raced) throw new AppError('conflict', ALREADY_HAS_PROFILE);
    throw error;
  }
  return { status: 'profile-created', message: PROFILE_CREATED_MESSAGE };
}
