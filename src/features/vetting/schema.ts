import { z } from 'zod';

export const VERIFICATION_PICTURE_REQUIRED = 'Please choose your verification picture.';

export const VerificationPictureSchema = z.object({
  image64: z.string({ message: VERIFICATION_PICTURE_REQUIRED }).min(1, VERIFICATION_PICTURE_REQUIRED),
});
