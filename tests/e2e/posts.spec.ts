import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_GIRL, DEMO_GIRL_STAGE_NAME, DEMO_MODERATOR, DEMO_OTHER_GIRL } from '../../scripts/seed/demo-accounts';
import { E2E_BASE_URL } from './support/constants';
import { expect, test } from './support/fixtures';
import { signInAs } from './support/session';

// Posts are edited and deleted by their author (her post page, /profile-2/{id}) and by moderators
// (any girl's post page, reached from her moderator page). Deleting asks first (ConfirmDialog).

type GirlRow = { id: string; attributes: { stageName: string; username: string } };

async function girlIdOf(request: APIRequestContext, match: (girl: GirlRow) => boolean): Promise<string> {
  const girls = (await (await request.get('/api/v1/girls?page[limit]=100')).json()) as { data: GirlRow[] };
  return girls.data.find(match)!.id;
}

async function postAs(page: Page, girlId: string, comment: string): Promise<void> {
  const response = await page.request.post('/api/v1/posts', {
    headers: { Origin: E2E_BASE_URL, 'Content-Type': 'application/vnd.api+json' },
    data: { data: { type: 'posts', attributes: { comment, userId: Number(girlId) } } },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('a girl edits and deletes her post', async ({ page }, testInfo) => {
  // Own words per try: a failed try leaves its post behind.
  const first = `Open mat Sunday at 10, bring a friend (try ${testInfo.retry}).`;
  const edit = `Open mat moved to Saturday at 10 (try ${testInfo.retry}).`;
  await signInAs(page, E2E_BASE_URL, DEMO_GIRL.username);
  const girlId = await girlIdOf(page.request, (g) => g.attributes.stageName === DEMO_GIRL_STAGE_NAME);
  await page.goto(`/profile-2/${girlId}`);
  await page.getByLabel('Comment').fill(first);
  await page.getByRole('button', { name: 'Post', exact: true }).click();
  const posts = page.getByRole('list', { name: 'Posts' });
  await expect(posts.getByText(first)).toBeVisible();
  // The newest post comes first; while it is edited its text is in the textarea, not the item's text.
  const post = posts.getByRole('listitem').first();
  await expect(post).toContainText(first);

  // Edit: emptying a text-only post's comment is refused with the spec's message.
  await post.getByRole('button', { name: 'Edit' }).click();
  const editor = post.getByLabel('Comment');
  await editor.fill('');
  await post.getByRole('button', { name: 'Save' }).click();
  await expect(post.getByText('This field is required')).toBeVisible();
  await editor.fill(edit);
  await post.getByRole('button', { name: 'Save' }).click();
  // The post's own toast may still be showing: the newest one is the edit's.
  await expect(page.getByText('Successfully saved.').last()).toBeVisible();
  const edited = posts.getByRole('listitem').filter({ hasText: edit });
  await expect(edited).toBeVisible();

  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await edited.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `test-results/posts-actions-${width}.png` });
    // At 390 px both actions stay on screen.
    for (const name of ['Edit', 'Delete']) {
      const box = (await edited.getByRole('button', { name }).boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(width);
    }
  }

  // The public profile shows the edit (her caches were dropped).
  const visitor = await page.context().browser()!.newPage();
  const profile = await visitor.goto(`/profile/${encodeURIComponent(DEMO_GIRL_STAGE_NAME)}`);
  expect(profile?.status()).toBe(200);
  await expect(visitor.getByText(edit)).toBeVisible();

  // Delete: Cancel keeps it, Delete removes it.
  await edited.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Confirm Deletion' });
  await expect(dialog).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: 'test-results/posts-delete-dialog-390.png' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(edited).toBeVisible();
  await edited.getByRole('button', { name: 'Delete' }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Successfully deleted post.')).toBeVisible();
  await expect(posts.getByText(edit)).toHaveCount(0);
  await page.reload();
  await expect(page.getByText(edit)).toHaveCount(0);
  await visitor.reload();
  await expect(visitor.getByText(edit)).toHaveCount(0);
  await visitor.close();
});

test('a moderator deletes another girl’s post from her post page', async ({ page, browser }) => {
  const girl = await browser.newPage();
  await signInAs(girl, E2E_BASE_URL, DEMO_OTHER_GIRL.username);
  const girlId = await girlIdOf(girl.request, (g) => g.attributes.username === DEMO_OTHER_GIRL.username);
  await postAs(girl, girlId, 'Selling private sessions, text 555-0199');
  await girl.close();

  await signInAs(page, E2E_BASE_URL, DEMO_MODERATOR.username);
  await page.goto(`/admin/manage-girls/${girlId}`);
  await page.getByRole('link', { name: 'Her posts' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile-2/${girlId}$`));
  const post = page
    .getByRole('list', { name: 'Posts' })
    .getByRole('listitem')
    .filter({ hasText: 'Selling private sessions' });
  await post.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog', { name: 'Confirm Deletion' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Successfully deleted post.')).toBeVisible();
  await expect(post).toHaveCount(0);

  // The deletion is in the audit log, with what the post said.
  await page.goto('/admin/audit-log?action=post.delete');
  await expect(page.getByText('Selling private sessions').first()).toBeVisible();
});
