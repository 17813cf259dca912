import { DEMO_GIRL } from '../../scripts/seed/demo-accounts';
import { expect, test } from './support/fixtures';
import { signInAs } from './support/session';

// A girl who may not add another girl's travels learns nothing about which ids
// exist: an existing girl (hidden ones included) and a missing id show the same page.
test('adding travels for another girl: existing and missing ids answer alike', async ({ page, baseURL }) => {
  await signInAs(page, baseURL!, DEMO_GIRL.username);
  const seen: string[] = [];
  for (const id of ['1', '2', '3', '999999', '0', 'abc']) {
    const response = await page.goto(`/girl/manage-travels/add/${id}`);
    const main = (await page.getByRole('main').innerText()).replace(/\s+/g, ' ').trim();
    seen.push(`${response?.status()} ${main}`);
  }
  // The demo girl's own id may be among 1–3: leave her own page out of the comparison.
  const others = seen.filter((line) => !/Add Travel For /.test(line));
  expect(new Set(others).size, others.join('\n')).toBe(1);
  expect(others[0]).toMatch(/^200 /);
});
