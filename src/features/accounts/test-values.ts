/** A guy's account fields that pass every rule, for the unit tests of the sign-up schemas. */
export const VALID_ACCOUNT = {
  username: 'mat_fan',
  name: 'Sam',
  email: 'sam@example.test',
  password: 'Grapple2026x',
  passwordConfirmation: 'Grapple2026x',
  city: 'Austin',
  country: 'United States',
  image64: 'data:image/png;base64,AAAA',
};
