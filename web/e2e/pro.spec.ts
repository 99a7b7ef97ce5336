import { expect, test } from '@playwright/test';
import { expectToast, signIn, uniqueEmail } from './helpers';

test('AI Legal Shield Pro: marked not available; interest is registered and shown to admins', async ({
  page,
}) => {
  await page.goto('/pro');
  await expect(page.getByRole('heading', { name: 'AI Legal Shield Pro', level: 1 })).toBeVisible();
  await expect(page.getByText('Not yet available')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Automated email management' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Administrator-in-fact service' })).toBeVisible();

  const email = uniqueEmail('pro');
  await signIn(page, email, 'Pia', 'Ross');
  await page.goto('/pro');
  await page.getByLabel('What would you use most? (optional)').fill('email management');
  await page.getByRole('button', { name: 'Register my interest' }).click();
  await expectToast(page, 'Interest registered');
  await expect(page.getByText('your interest is registered', { exact: false })).toBeVisible();

  await page.context().clearCookies();
  await signIn(page, 'admin@example.com', 'Ada', 'Admin');
  await page.goto('/admin');
  const row = page.getByRole('listitem', { name: `Pro interest ${email}` });
  await expect(row).toContainText('email management');
});
