import { expect, test } from '@playwright/test';
import { expectToast, signIn, uniqueEmail } from './helpers';

test.describe('debt defence flow', () => {
  test('pre-filled from letterData, a first letter already sent: the 2nd letter lands on the dashboard', async ({
    page,
  }) => {
    await signIn(page, uniqueEmail('flow'), 'Fay', 'Lowe');
    const letterData = JSON.stringify({
      creditorName: 'Lowell Financial Ltd',
      debtAmount: '420.50',
      accountNumber: 'LW-998877',
      debtType: 'credit_card',
      originalFileName: 'lowell-demand.pdf',
    });
    await page.goto(`/debt-flow?letterData=${encodeURIComponent(letterData)}`);
    await expect(page.getByRole('heading', { name: 'Debt Defence Form', level: 1 })).toBeVisible();
    await expectToast(page, 'Form Pre-populated');

    await expect(page.getByLabel(/Creditor or company chasing you/)).toHaveValue('Lowell Financial Ltd');
    await expect(page.getByLabel('Account or reference number')).toHaveValue('LW-998877');
    await expect(page.getByLabel('Type of debt')).toHaveValue('credit_card');
    // The published address is looked up and filled in, with where it comes from.
    await expect(page.getByTestId('email-lookup')).toContainText('dpo@lowellgroup.co.uk');
    await expect(page.getByLabel('Creditor’s email')).toHaveValue('dpo@lowellgroup.co.uk');

    await page.getByLabel('Your full name').fill('Fay Lowe');
    // The address is required.
    await page.getByRole('button', { name: 'Generate My Letter' }).click();
    await expectToast(page, 'Missing Information', 'Please add your postal address.');

    await page.getByLabel(/Your postal address/).fill('2 Low Road\nYork\nYO1 2AB');
    await page.getByLabel('A first letter').check();
    await page.getByLabel(/Date you sent your first letter/).fill('2026-09-01');
    await page.getByLabel('How you sent it').selectOption('recorded');
    await page.getByLabel(/The £1 fee went with it/).check();
    await page.getByLabel('Equifax').check();

    // Trademark classes become required for EDP.
    await page.getByLabel('Entity type').selectOption('EDP');
    await expect(page.getByLabel(/Trademark classes/)).toBeVisible();
    await page.getByRole('button', { name: 'Generate My Letter' }).click();
    await expectToast(page, 'Missing Information', 'Please add the trademark classes.');
    await page.getByLabel('Entity type').selectOption('Ms');

    await page.getByLabel(/Why you dispute it/).fill('I have asked for the agreement and had no reply.');
    await page.getByRole('button', { name: 'Generate My Letter' }).click();
    await expectToast(page, 'Rebuttal Generated', 'Your debt defence letter has been created successfully');
    await expect(page).toHaveURL(/\/dashboard$/);

    const row = page.getByRole('listitem', { name: 'Letter: Lowell Financial Ltd' });
    await expect(row).toBeVisible();
    await expect(row.getByText('completed', { exact: true })).toBeVisible();
    await expect(row.getByText('2nd ESTOPPEL')).toBeVisible();
    await expect(page.getByTestId('credits-available')).toHaveText('0');

    // The letter cites the first letter's date, as recorded.
    await row.getByRole('link', { name: /^View / }).click();
    await expect(page.getByTestId('letter-text')).toContainText('1 September 2026');
  });

  test('signed out: Unauthorized, then the sign-in step', async ({ page }) => {
    // The re-login step is a full page load 500 ms after the toast, which ends the toast with the page. Held for
    // two seconds here, so a loaded machine's slower checks still find the toast whole before the page goes.
    await page.route('**/api/login', async (route) => {
      await new Promise((r) => setTimeout(r, 2000));
      await route.continue();
    });
    await page.goto('/debt-flow');
    await expectToast(page, 'Unauthorized', 'You are logged out. Logging in again...');
    await expect(page).toHaveURL(/\/login$/);
  });
});
