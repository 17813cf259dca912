import type { Page } from '@playwright/test';
import { DEMO_GIRL, DEMO_GIRL_STAGE_NAME, DEMO_GUY } from '../../scripts/seed/demo-accounts';
import { expectAccessible } from './support/axe';
import { expect, test } from './support/fixtures';
import { mailsTo, signInAs } from './support/session';

// Check-ins (decision 048) through the real UI: she adds a trusted contact, who agrees through the
// consent link from the outbox; a guy books her; she starts a check-in from that booking and lets
// it pass (the e2e server's grace minute lasts a second: CHECK_IN_GRACE_UNIT_SECONDS); the contact's
// alert e-mail and its page show the facts; she presses "I'm safe" and the contact is told.

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/${name}-${width}.png`, fullPage: true });
  }
}

function decoded(eml: string): string {
  const bytes = eml
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

async function mailWith(address: string, text: string): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(address)).map(decoded).find((m) => m.includes(text));
        return found !== undefined;
      },
      { timeout: 120_000, intervals: [1_000] },
    )
    .toBe(true);
  return found!;
}

/** The wall time (datetime-local) of an instant on a zone's clock. */
function wallTime(at: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(at)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

test('a missed check-in alerts her trusted contact with the facts; "I\'m safe" tells them', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const suffix = Date.now().toString(36).slice(-6);
  const contact = `buddy-${suffix}@example.com`;
  const place = `Hotel Check-in ${suffix}, room 12`;

  // She adds a contact in her settings.
  await signInAs(page, baseURL!, DEMO_GIRL.username);
  await page.goto('/girl/settings');
  const contacts = page.getByRole('region', { name: 'Trusted contacts' });
  await contacts.getByLabel('Name').fill('Best Friend');
  await contacts.getByLabel('E-mail').fill(contact);
  await contacts.getByRole('button', { name: 'Add contact' }).click();
  await expect(contacts.getByText('Waiting for their consent')).toBeVisible();

  // The consent link from the outbox activates the contact.
  const consent = await mailWith(contact, 'asks you to be her trusted contact');
  const consentLink = /https?:\/\/\S+\/trusted-contact\/[A-Za-z0-9_-]{43}/.exec(consent)![0];
  const visitor = await browser.newContext({ baseURL: baseURL! });
  const contactPage = await visitor.newPage();
  await contactPage.goto(new URL(consentLink).pathname);
  await contactPage.getByRole('button', { name: 'I agree to be her trusted contact' }).click();
  await expect(
    contactPage.getByRole('status').filter({ hasText: 'You are Gina Slam’s trusted contact.' }),
  ).toBeVisible();
  await page.reload();
  await expect(contacts.getByText('Active', { exact: true }).first()).toBeVisible();

  // A guy books her.
  const guyContext = await browser.newContext({ baseURL: baseURL! });
  const guy = await guyContext.newPage();
  await signInAs(guy, baseURL!, DEMO_GUY.username);
  await guy.goto(`/book/${encodeURIComponent(DEMO_GIRL_STAGE_NAME)}`);
  // Within the booking form's year, and clear of the demo girl's seeded trips (as session-times.spec).
  const sessionDay = new Date(Date.now() + 150 * 86_400_000).toISOString().slice(0, 10);
  await guy.getByLabel('Date and time').fill(`${sessionDay}T15:30`);
  await guy.getByLabel('Session length').fill('90 minutes');
  await guy.getByLabel('Desired session type').fill(`Check-in journey ${suffix}`);
  await guy.getByLabel('Session location').fill(place);
  await guy.getByRole('button', { name: 'Send Booking Request' }).click();
  await expect(guy.getByText('Successfully sent booking request.')).toBeVisible();

  // She starts a check-in from that booking: place, client and end (time + length) prefilled.
  await page.goto('/girl/bookings');
  const booking = page.getByRole('listitem').filter({ hasText: `Check-in journey ${suffix}` });
  await booking.getByRole('link', { name: 'Start a check-in' }).click();
  await expect(page.getByLabel('Where')).toHaveValue(place);
  await expect(page.getByLabel('With whom')).toHaveValue(DEMO_GUY.username);
  await expect(page.getByLabel('Until when')).toHaveValue(`${sessionDay}T17:00`);
  await expectAccessible(page, 'check-in form');
  await shoot(page, 'check-in-form');
  await page.setViewportSize({ width: 1280, height: 900 });
  const zone = /On the session’s clock: (\S+)\./.exec(
    (await page.getByText('On the session’s clock').textContent())!,
  )![1]!;
  // The next minute on the session's clock; with her 5-minute grace (5 s here) it passes in about a minute.
  await page.getByLabel('Until when').fill(wallTime(new Date(Date.now() + 60_000), zone));
  await page.getByLabel('Grace period (minutes)').fill('5');
  await page.getByRole('button', { name: 'Start the check-in' }).click();
  await page.waitForURL('**/dashboard');

  // Her dashboard: the Safety card with the countdown and the three buttons.
  const safety = page.getByRole('region', { name: 'Safety' });
  await expect(safety.getByText(place)).toBeVisible();
  for (const name of ['I’m safe', 'Extend 30 min', 'Help now'])
    await expect(safety.getByRole('button', { name })).toBeVisible();
  await shoot(page, 'check-in-dashboard');
  await page.setViewportSize({ width: 390, height: 900 });
  const safeBox = await safety.getByRole('button', { name: 'I’m safe' }).boundingBox();
  expect(safeBox!.height).toBeGreaterThanOrEqual(48);
  expect(safeBox!.width).toBeGreaterThan(300);
  await page.setViewportSize({ width: 1280, height: 900 });
  await expectAccessible(page, 'dashboard (girl): running check-in');

  // She lets it pass: the contact's alert, with the facts and a link.
  const alert = await mailWith(contact, `Missed check-in: ${DEMO_GIRL_STAGE_NAME}`);
  expect(alert).toContain(`Where: ${place}`);
  expect(alert).toContain(`With: ${DEMO_GUY.username} (Matside username)`);
  expect(alert).toContain('Timewaster database:');
  expect(alert).toContain("Girls' reviews of him:");
  expect(alert).not.toContain(DEMO_GIRL.email);
  const alertLink = /https?:\/\/\S+\/check-in-alert\/[A-Za-z0-9_-]{43}/.exec(alert)![0];
  await contactPage.goto(new URL(alertLink).pathname);
  await expect(contactPage.getByRole('heading', { name: `${DEMO_GIRL_STAGE_NAME}’s check-in` })).toBeVisible();
  await expect(contactPage.getByText(`${DEMO_GIRL_STAGE_NAME} has not checked in`)).toBeVisible();
  await expect(contactPage.getByText(place)).toBeVisible();
  await expect(contactPage.getByText('Her last activity')).toBeVisible();
  await expectAccessible(contactPage, 'check-in alert page');
  await shoot(contactPage, 'check-in-alert-page');

  // "I'm safe": the card closes and the contact is told.
  await page.reload();
  await expect(safety.getByText('Your contacts have been alerted.')).toBeVisible();
  await safety.getByRole('button', { name: 'I’m safe' }).click();
  await expect(page.getByText('Glad you are safe.').first()).toBeVisible();
  await expect(safety.getByRole('link', { name: 'Start a check-in' })).toBeVisible();
  await mailWith(contact, `${DEMO_GIRL_STAGE_NAME} is safe`);
  await contactPage.reload();
  await expect(contactPage.getByText(`${DEMO_GIRL_STAGE_NAME} is safe`)).toBeVisible();

  // The guy's pages never mention it.
  await guy.goto('/guy/bookings');
  await expect(guy.getByText(`Check-in journey ${suffix}`)).toBeVisible();
  await expect(guy.getByText(/trusted contact|Start a check-in|Missed check-in/)).toHaveCount(0);

  // She removes the contact again.
  await page.goto('/girl/settings');
  await contacts.getByRole('button', { name: 'Remove' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(contacts.getByText(contact)).toHaveCount(0);
  await visitor.close();
  await guyContext.close();
});
