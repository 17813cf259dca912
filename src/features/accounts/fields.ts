// The account fields every sign-up shares (spec §3, §5); forms extend `baseAccountFields`.
import { z } from 'zod';
import { PasswordSchema } from '@/lib/password';

export const USERNAME_MAX = 15;

const required = (message: string) => z.string({ message }).trim().min(1, message);

export const usernameField = required('Username is required').max(
  USERNAME_MAX,
  'Username must be 15 or less characters',
);
export const nameField = required('Name is required');
export const emailField = z
  .string({ message: 'Email is required' })
  .trim()
  .min(1, 'Email is required')
  .email('Invalid email');
export const cityField = required('City is required');
/** Required only in the United States: forms add stateForCountry(). */
export const stateField = z.string().trim().max(100, 'Too long (max characters: 100)');
export const countryField = required('Country is required');
export const image64Field = z.string({ message: 'Profile picture is required' }).min(1, 'Profile picture is required');
export const recaptchaField = z.string({ message: 'Captcha is required' }).min(1, 'Captcha is required');
export const confirmPasswordField = z
  .string({ message: 'Confirm Password is required' })
  .min(1, 'Confirm Password is required');

export const baseAccountFields = {
  username: usernameField,
  name: nameField,
  email: emailField,
  password: PasswordSchema,
  passwordConfirmation: confirmPasswordField,
  city: cityField,
  country: countryField,
  image64: image64Field,
};

export function withMatchingPasswords<T extends z.ZodType<{ password: string; passwordConfirmation: string }>>(
  schema: T,
) {
  return schema.refine((values) => values.password === values.passwordConfirmation, {
    message: "Passwords don't match",
    path: ['passwordConfirmation'],
  });
}
