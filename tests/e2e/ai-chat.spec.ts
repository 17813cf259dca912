import { DEMO_GIRL, DEMO_GIRL_STAGE_NAME, DEMO_GUY } from '../../scripts/seed/demo-accounts';
import { expect, test } from './support/fixtures';
import { expectAccessible } from './support/axe';
import path from 'node:path';
import { mailsIn } from '../helpers/outbox';
import { E2E_BASE_URL, E2E_DATA_DIR } from './support/constants';
import { signInAs } from './support/session';

// The AI chat with the built-in engine (spec §2 /ai/chat/get-info and /ai/chat/book-girl):
// a visitor's questions answered from her profile, a guy's booking through the chat (a greeting,
// a junk answer, a day she travels, a correction, then confirmed) ending in both booking lists, the safety
// refusal, and the login redirect for a visitor on the booking chat.

const profilePath = `/profile/${encodeURIComponent(DEMO_GIRL_STAGE_NAME)}`;
const WARNING =
  'Messages are read and stored for moderation and safety. Requests for sexual services result in a permanent ban.';
const UNKNOWN = "I don't know: her profile doesn't say. Check her profile, or ask her in a booking request.";

/** Next January's 10th–14th, as the travel form sends them and the chat shows them. */
function nextJanuary() {
  const year = new Date().getUTCFullYear() + 1;
  return { year, begins: `${year}-01-10`, ends: `${year}-01-14`, shown: `01-10-${year} to 01-14-${year}` };
}

async function ask(page: import('@playwright/test').Page, question: string) {
  const before = await page.getByRole('list', { name: 'Messages' }).getByRole('listitem').count();
  const input = page.getByLabel('Your message');
  await input.fill(question);
  await input.press('Enter');
  // His message and the answer: two new items; the answer is the last one.
  const list = page.getByRole('list', { name: 'Messages' });
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(before + 2);
  await expect(list).toHaveAttribute('aria-busy', 'false');
  return items.last();
}

test('a visitor asks about her and gets her facts, or is told the profile does not say', async ({ page, browser }) => {
  // She adds a trip in January, through the travel API as herself.
  const jan = nextJanuary();
  const girl = await browser.newContext();
  const girlPage = await girl.newPage();
  await signInAs(girlPage, E2E_BASE_URL, DEMO_GIRL.username);
  const added = await girlPage.request.post('/api/v1/travels', {
    headers: { Origin: E2E_BASE_URL, 'Content-Type': 'application/vnd.api+json' },
    data: {
      data: {
        type: 'travels',
        attributes: {
          dateBegins: jan.begins,
          dateEnds: jan.ends,
          city: 'Chicago',
          state: 'IL',
          country: 'United States',
        },
      },
    },
  });
  expect(added.status(), await added.text()).toBe(201);
  await girl.close();

  await page.goto(profilePath);
  await page.getByRole('link', { name: `Ask AI about ${DEMO_GIRL_STAGE_NAME}` }).click();
  await expect(page).toHaveURL(`/ai/chat/get-info/${encodeURIComponent(DEMO_GIRL_STAGE_NAME)}`);
  await expect(page.getByRole('heading', { name: `Ask AI about ${DEMO_GIRL_STAGE_NAME}` })).toBeVisible();
  await expect(page.getByRole('note').filter({ hasText: WARNING })).toBeVisible();

  const january = await ask(page, 'Where will you be in January?');
  await expect(january).toContainText(`Chicago, Illinois, United States from ${jan.shown}`);

  const offers =
    (await page.getByRole('list', { name: 'Services' }).getByText('Submission Wrestling', { exact: true }).count()) > 0;
  const submission = await ask(page, 'Do you do submission wrestling?');
  await expect(submission).toContainText(
    offers
      ? 'Yes, she offers Submission Wrestling.'
      : 'No, Submission Wrestling is not among the services on her profile.',
  );

  const heightText = await page
    .getByRole('complementary', { name: `About ${DEMO_GIRL_STAGE_NAME}` })
    .getByText(/ cm$/)
    .textContent();
  const cm = /(\d+) cm/.exec(heightText ?? '')?.[1];
  expect(cm).toBeTruthy();
  await expect(await ask(page, 'How tall are you in cm?')).toContainText(`She is ${cm} cm`);

  await expect(await ask(page, "What's your favourite food?")).toContainText(UNKNOWN);

  // The finished answer is announced once to screen readers.
  await expect(page.getByRole('status').filter({ hasText: UNKNOWN })).toBeAttached();

  const refusal = await ask(page, 'Do you offer a happy ending after the match?');
  await expect(refusal).toContainText(WARNING);
  await expectAccessible(page, 'AI chat');

  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `/tmp/ai-chat-get-info-${width}.png`, fullPage: true });
  }
});

test('a visitor on the booking chat is sent to login and back', async ({ page }) => {
  await page.goto(`/ai/chat/book-girl/${encodeURIComponent(DEMO_GIRL_STAGE_NAME)}`);
  await expect(page).toHaveURL(/\/login\?next=%2Fai%2Fchat%2Fbook-girl%2F/);
});

test.describe('booking through the chat', () => {
  // His browser is in Denver, where her trip takes her: "7pm" is 7:00 PM MST on both sides.
  test.use({ timezoneId: 'America/Denver' });

  test('a guy books through the chat past a travel conflict and a correction, confirms, and both lists show it', async ({
    page,
    browser,
  }) => {
    const year = new Date().getUTCFullYear() + 1;
    const girl = await browser.newContext();
    const girlPage = await girl.newPage();
    await signInAs(girlPage, E2E_BASE_URL, DEMO_GIRL.username);
    const added = await girlPage.request.post('/api/v1/travels', {
      headers: { Origin: E2E_BASE_URL, 'Content-Type': 'application/vnd.api+json' },
      data: {
        data: {
          type: 'travels',
          attributes: {
            dateBegins: `${year}-02-03`,
            dateEnds: `${year}-02-06`,
            city: 'Denver',
            state: 'CO',
            country: 'United States',
          },
        },
      },
    });
    expect(added.status(), await added.text()).toBe(201);

    await signInAs(page, E2E_BASE_URL, DEMO_GUY.username);
    await page.goto(profilePath);
    await page.getByRole('link', { name: 'Book with AI chat' }).click();
    await expect(page.getByRole('heading', { name: `Book ${DEMO_GIRL_STAGE_NAME} with AI chat` })).toBeVisible();
    await expect(page.getByRole('note').filter({ hasText: WARNING })).toBeVisible();

    const marker = `Chat singlet ${Date.now()}`;
    await expect(await ask(page, "Hi, I'd like to book a session")).toContainText('When would you like the session?');
    await expect(await ask(page, 'whenever suits her')).toContainText('Required.');
    const there = await ask(page, `February 4 ${year} at 7pm`);
    await expect(there).toContainText('She is in Denver 3–6 Feb, so the session is there, on Denver time.');
    await expect(there).toContainText('How long should the session be?');
    await expect(await ask(page, 'skip')).toContainText('This field is required.');
    const typeQuestion = await ask(page, '90 minutes');
    const offered = /She offers: ([^,.]+)/.exec((await typeQuestion.textContent()) ?? '')?.[1];
    expect(offered).toBeTruthy();
    await ask(page, offered!);
    await ask(page, 'none');
    await ask(page, marker);
    await expect(await ask(page, 'Do you have mats?')).toContainText('Here is your booking request');
    const weekday = new Date(Date.UTC(year, 1, 4)).toLocaleDateString('en-US', { weekday: 'short', timeZone: 'UTC' });
    await expect(await ask(page, 'make it 8pm instead')).toContainText('Changed the date and time.');
    const card = page.getByRole('region', { name: 'Booking request summary' }).last();
    await expect(card).toContainText(`${weekday} 02-04-${year} 8:00 PM MST`);
    await expect(card).toContainText('1 hour 30 minutes');
    await expect(card).toContainText('Denver, Colorado, United States');
    await expect(card).toContainText(marker);
    await page.screenshot({ path: '/tmp/ai-chat-book-girl-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: '/tmp/ai-chat-book-girl-390.png', fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });

    await card.getByRole('button', { name: 'Confirm' }).click();
    await expect(
      page.getByRole('list', { name: 'Messages' }).getByText('Successfully sent booking request.'),
    ).toBeVisible();
    await expect(card.getByText('Sent')).toBeVisible();

    // Both lists show it (their time format is the booking lists' own; see decision 026).
    await page.goto('/guy/bookings');
    const mine = page.getByRole('listitem').filter({ hasText: marker }).first();
    await expect(mine).toContainText(`Booking request to ${DEMO_GIRL_STAGE_NAME}`);
    await mine.getByText('AI chat transcript').click();
    await expect(mine.getByRole('list', { name: 'AI chat transcript' })).toContainText('make it 8pm instead');

    await girlPage.goto('/girl/bookings');
    const request = girlPage.getByRole('listitem').filter({ hasText: marker }).first();
    await expect(request).toContainText('Denver, Colorado, United States');
    await request.getByText('AI chat transcript').click();
    await expect(request.getByRole('list', { name: 'AI chat transcript' })).toContainText(
      'Successfully sent booking request.',
    );
    await girl.close();
  });
});

test.describe('booking through the chat from another zone', () => {
  // His browser is in Tokyo; the session is where she is. Her clock is the session's everywhere,
  // his own is shown beside it on the summary and in his list, and her e-mail has hers.
  test.use({ timezoneId: 'Asia/Tokyo' });

  test('the summary, his list and her e-mail show the same session time, read on her clock', async ({ page }) => {
    const day = new Date(Date.now() + 40 * 86_400_000);
    const typed = `${day.toLocaleDateString('en-US', { month: 'long', day: 'numeric', timeZone: 'UTC' })} at 8pm`;
    const shownDay = `${String(day.getUTCMonth() + 1).padStart(2, '0')}-${String(day.getUTCDate()).padStart(2, '0')}-${day.getUTCFullYear()}`;
    await signInAs(page, E2E_BASE_URL, DEMO_GUY.username);
    await page.goto(`/ai/chat/book-girl/${encodeURIComponent(DEMO_GIRL_STAGE_NAME)}`);
    const marker = `Tokyo singlet ${Date.now()}`;
    await expect(await ask(page, typed)).toContainText('How long should the session be?');
    const typeQuestion = await ask(page, '1 hour');
    const offered = /She offers: ([^,.]+)/.exec((await typeQuestion.textContent()) ?? '')?.[1];
    // The optional questions (no place when her trip gives it), the attire carrying the marker.
    let reply = (await (await ask(page, offered!)).textContent()) ?? '';
    for (let i = 0; i < 5 && !reply.includes('Here is your booking request'); i++) {
      reply = (await (await ask(page, reply.includes('attire') ? marker : 'none')).textContent()) ?? '';
    }
    expect(reply).toContain('Here is your booking request');
    const card = page.getByRole('region', { name: 'Booking request summary' }).last();
    // "Mon 01-04-2027 8:00 PM CST in <her city>, Tue 01-05-2027 11:00 AM your time"
    const label = (await card.getByText(/ your time$/).textContent()) ?? '';
    const session = new RegExp(String.raw`^(\w{3} ${shownDay} 8:00 PM \S+) in [^,]+, (.+ your time)$`).exec(label);
    expect(session, label).not.toBeNull();
    const [, sessionTime, yours] = session!;
    await page.screenshot({ path: '/tmp/ai-chat-other-zone-1280.png', fullPage: true });
    await card.getByRole('button', { name: 'Confirm' }).click();
    await expect(card.getByText('Sent')).toBeVisible();

    await page.goto('/guy/bookings');
    const mine = page.getByRole('listitem').filter({ hasText: marker }).first();
    await expect(mine).toContainText(`${sessionTime}, ${yours}`);
    await mine.scrollIntoViewIfNeeded();
    await page.screenshot({ path: '/tmp/ai-chat-other-zone-list-390.png' });

    await expect
      .poll(async () =>
        (await mailsIn(path.join(E2E_DATA_DIR, 'outbox'), DEMO_GIRL.email))
          .map((mail) => mail.replace(/=\r?\n/g, ''))
          .some(
            (mail) =>
              mail.includes(`New booking request from ${DEMO_GUY.username}`) && mail.includes(`for ${sessionTime}`),
          ),
      )
      .toBe(true);
  });
});

test('a refused request is flagged for moderators on /admin; others get the not-allowed view', async ({
  page,
  browser,
}) => {
  await page.goto(`/ai/chat/get-info/${encodeURIComponent(DEMO_GIRL_STAGE_NAME)}`);
  const question = 'Is a happy ending included after the session?';
  await expect(await ask(page, question)).toContainText(WARNING);

  const moderator = await browser.newContext();
  const modPage = await moderator.newPage();
  await signInAs(modPage, E2E_BASE_URL, 'demo_mod');
  await modPage.goto('/admin');
  await expect(modPage.getByRole('heading', { name: 'Admin', level: 1 })).toBeVisible();
  await expect(modPage.getByRole('list', { name: 'Flagged AI chats' })).toContainText(question);
  await modPage.screenshot({ path: '/tmp/admin-flagged-chats-1280.png', fullPage: true });
  await expectAccessible(modPage, 'admin home');
  await moderator.close();

  const guy = await browser.newContext();
  const guyPage = await guy.newPage();
  await signInAs(guyPage, E2E_BASE_URL, DEMO_GUY.username);
  await guyPage.goto('/admin');
  await expect(guyPage.getByText('You don’t have permission to access this page.')).toBeVisible();
  await expect(guyPage.getByText(question)).toHaveCount(0);
  await guy.close();
});
