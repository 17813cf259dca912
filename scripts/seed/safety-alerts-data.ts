// The accounts of the safety alerts e2e (docs/decisions/043): a vetted girl who had a booking
// request from a guy ten days ago, and a second vetted girl who reports him. Both girls have
// their profiles hidden by themselves (still vetted), so the public lists stay as seeded; no
// other spec signs in as them. The password is the demo password.
export const ALERT_E2E_GIRL = {
  username: 'sasha_alert',
  email: 'sasha@matside.test',
  name: 'Sasha Alert',
  stageName: 'Sasha Alert',
} as const;

export const ALERT_E2E_REPORTER = {
  username: 'rita_reporter',
  email: 'rita@matside.test',
  name: 'Rita Reporter',
  stageName: 'Rita Reporter',
} as const;

export const ALERT_E2E_GUY = {
  username: 'gus_later_reported',
  email: 'gus@matside.test',
  name: 'Gus Later',
  phone: '(702) 555-0143',
} as const;
