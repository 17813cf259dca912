import { DEMO_GIRL, DEMO_GIRL_STAGE_NAME, DEMO_GUY } from '../../scripts/seed/demo-accounts';
import { travelNote } from '../../src/features/bookings/travel-note';
import { expect, test } from './support/fixtures';
import { E2E_BASE_URL } from './support/constants';
import { signInAs } from './support/session';

// Decision 026: a guy whose browser is in New York books her while she
// travels to Chicago. The form reads his time on Chicago's clock and warns where she is; a past
// time gets the field message; both lists show the time with Chicago's zone and the travel note.

test.use({ timezoneId: 'America/New_York' });

const bookPath = `/book/${encodeURIComponent(DEMO_GIRL_STAGE_NAME)}`;
const shot = (name: string) => `test-results/screens/session-times-${name}.png`;

test('a past time is refused on the form; a day she travels shows where she is, to him and to her', async ({
  page,
  browser,
}) => {
  // A day 150 days ahead: within the year a booking may be asked for, after the demo girl's seeded
  // trips (80 days at most); Chicago's clock is CST or CDT then.
  const iso = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
  const [begins, day, ends] = [iso(149), iso(150), iso(153)];
  const note = travelNote({
    city: 'Chicago',
    state: 'IL',
    country: 'United States',
    dateBegins: begins,
    dateEnds: ends,
  });
  const girlContext = await browser.newContext({ timezoneId: 'Europe/Rome' });
  const girlPage = await girlContext.newPage();
  await signInAs(girlPage, E2E_BASE_URL, DEMO_GIRL.username);
  const added = await girlPage.request.post('/api/v1/travels', {
    headers: { Origin: E2E_BASE_URL, 'Content-Type': 'application/vnd.api+json' },
    data: {
      data: {
        type: 'travels',
        attributes: {
          dateBegins: begins,
          dateEnds: ends,
          city: 'Chicago',
          state: 'IL',
          country: 'United States',
        },
      },
    },
  });
  expect(added.status(), await added.text()).toBe(201);

  await signInAs(page, E2E_BASE_URL, DEMO_GUY.username);
  await page.goto(bookPath);
  const marker = `Zoned session ${Date.now()}`;
  await page.getByLabel('Session length').fill('1 hour');
  await page.getByLabel('Desired session type').fill(marker);
  await page.getByLabel('Date and time').fill('2020-03-03T17:00');
  await page.getByRole('button', { name: 'Send Booking Request' }).click();
  await expect(page.getByText('Select a date in the future.')).toBeVisible();

  await page.getByLabel('Date and time').fill(`${day}T19:00`);
  await expect(page.getByTestId('time-hint')).toContainText(/7:00 PM C[SD]T in Chicago/);
  await expect(page.getByText(note)).toBeVisible();
  await expect(page.getByText('Select a date in the future.')).toHaveCount(0);
  await page.screenshot({ path: shot('form-1280'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: shot('form-390'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Send Booking Request' }).click();
  await expect(page.getByText('Successfully sent booking request.')).toBeVisible();

  const shown = new RegExp(`${day.slice(5, 7)}-${day.slice(8, 10)}-${day.slice(0, 4)} 7:00 PM C[SD]T`);
  await page.goto('/guy/bookings');
  const mine = page.getByRole('listitem').filter({ hasText: marker });
  await expect(mine).toContainText(shown);
  await expect(mine.getByTestId('travel-note')).toHaveText(note);
  await mine.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('guy-list-1280') });
  await page.setViewportSize({ width: 390, height: 844 });
  await mine.scrollIntoViewIfNeeded();
  await page.screenshot({ path: shot('guy-list-390') });

  // Her browser is in Rome: she still reads Chicago's 7 PM.
  await girlPage.goto('/girl/bookings');
  const request = girlPage.getByRole('listitem').filter({ hasText: marker });
  await expect(request).toContainText(shown);
  await expect(request.getByTestId('travel-note')).toHaveText(note);
  await request.scrollIntoViewIfNeeded();
  await girlPage.screenshot({ path: shot('girl-list-1280') });
  await girlPage.setViewportSize({ width: 390, height: 844 });
  await request.scrollIntoViewIfNeeded();
  await girlPage.screenshot({ path: shot('girl-list-390') });
  await girlContext.close();
});

test('typing in a travel city offers cities from the world-cities data', async ({ page }) => {
  await signInAs(page, E2E_BASE_URL, DEMO_GIRL.username);
  await page.goto('/girl/manage-travels/add');
  await page.getByRole('combobox', { name: 'City' }).fill('chic');
  await expect(page.getByRole('listbox').getByRole('option').first()).toHaveText('Chicago, IL');
});
