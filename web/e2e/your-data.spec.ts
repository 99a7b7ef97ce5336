import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expectToast, signIn, uniqueEmail } from './helpers';

test('Your data: from the navigation, download everything as a zip, then delete the account for good', async ({
  page,
}) => {
  const email = uniqueEmail('your-data');
  await signIn(page, email, 'Dee', 'Leat');
  const first = (await (await page.request.get('/api/user')).json()) as { id: string };

  await page.getByRole('banner').getByRole('link', { name: 'Your data' }).click();
  await expect(page).toHaveURL(/\/your-data$/);
  await expect(page.getByRole('heading', { name: 'Your data', level: 1 })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^fairreply-data-\d{4}-\d\d-\d\d\.zip$/);
  const zip = await readFile((await download.path())!);
  expect(zip.subarray(0, 2).toString()).toBe('PK');
  expect(zip.includes(Buffer.from('account.json'))).toBe(true);

  const erase = page.getByRole('button', { name: 'Delete my account and all my data' });
  await expect(erase).toBeDisabled();
  await page.getByLabel(/To confirm, type your email address/).fill(email.toUpperCase());
  await erase.click();
  await expectToast(page, 'Your account has been deleted');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
  expect((await page.request.get('/api/user')).status()).toBe(401);

  // The same email starts afresh: a new account with the sign-up credit.
  await signIn(page, email, 'Dee', 'Leat');
  const again = (await (await page.request.get('/api/user')).json()) as { id: string; credits: number };
  expect(again.id).not.toBe(first.id);
  expect(again.credits).toBe(1);
});

for (const viewport of [
  { width: 1280, height: 800 },
  { width: 375, height: 740 },
]) {
  test(`Your data at ${viewport.width} px: no axe violation, reachable from the navigation`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, uniqueEmail('your-data-axe'), 'Ali', 'Khan');
    if (viewport.width < 1280) await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('link', { name: 'Your data' }).first().click();
    await expect(page.getByRole('heading', { name: 'Your data', level: 1 })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}
