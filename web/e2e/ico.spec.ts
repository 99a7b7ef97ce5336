import { expect, test } from '@playwright/test';
import { expectToast, signIn, uniqueEmail } from './helpers';

test.describe('ICO complaints', () => {
  test('anonymous visitors are asked to log in', async ({ page }) => {
    await page.goto('/ico-complaints');
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
    await expect(page.getByText('Please log in to access the ICO Complaints system.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('a complaint with 1 credit spends it (ledger entry), then the 0-credit state', async ({ page }) => {
    test.setTimeout(90_000);
    await signIn(page, uniqueEmail('ico'), 'Ivan', 'Okafor');
    await page.goto('/ico-complaints');
    await expect(page.getByRole('heading', { name: 'ICO Complaints' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'When to File' })).toBeVisible();
    await expect(page.getByTestId('ico-credits')).toContainText('Credits available: 1');
    await expect(page.getByTestId('ico-contact')).toContainText('0303 123 1113');
    await expect(page.getByTestId('ico-contact')).toContainText('Wycliffe House');
    const next = page.getByRole('heading', { name: 'What Happens Next?' }).locator('xpath=../..');
    for (const step of ['Submit.', 'Assessment.', 'Investigation.', 'Outcome.', 'Resolution.'])
      await expect(next.getByText(step)).toBeVisible();

    // Required fields.
    await page.getByRole('button', { name: 'Generate ICO Complaint' }).click();
    await expectToast(page, 'Missing Information', 'Please fill in all required fields.');

    // The six violation types.
    const types = page.getByLabel('What went wrong *').locator('option:not([value=""])');
    await expect(types).toHaveCount(6);

    await page.getByLabel('Organisation name *').fill('Northgate Recoveries Ltd');
    await page.getByLabel('What went wrong *').selectOption('no_response');
    await page.getByLabel('Date of your original GDPR letter *').fill('2026-08-03');

    // Not yet complained to the organisation: the complaint to it is offered first.
    await page.getByRole('radio', { name: 'No' }).first().check();
    await expect(page.getByText('Complain to the organisation first')).toBeVisible();
    const offer = page.getByRole('link', { name: 'Write my complaint to the organisation' });
    await expect(offer).toHaveAttribute('href', '/gdpr-challenge?organization=Northgate%20Recoveries%20Ltd');
    await expect(page.getByRole('button', { name: 'Generate ICO Complaint' })).toBeDisabled();

    // They had complained: the dates go into the complaint.
    await page.getByRole('radio', { name: 'Yes' }).first().check();
    await page.getByLabel('Date you complained *').fill('2026-09-14');
    await page
      .getByRole('group', { name: 'Did it acknowledge your complaint?' })
      .getByRole('radio', { name: 'No' })
      .check();
    await page.getByRole('button', { name: 'Generate ICO Complaint' }).click();

    await expectToast(page, 'ICO Complaint Generated', 'Your ICO complaint has been created successfully!');
    const text = page.getByTestId('ico-complaint-text');
    await expect(text).toContainText('Northgate Recoveries Ltd');
    await expect(text).toContainText(
      'I complained to Northgate Recoveries Ltd about this on 14 September 2026',
    );
    await expect(page.getByTestId('ico-credits')).toContainText('Credits available: 0');
    for (const name of ['Email to ICO', 'Download', 'Create New'])
      await expect(page.getByRole('button', { name })).toBeVisible();

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    expect((await downloadPromise).suggestedFilename()).toBe('ico-complaint-Northgate_Recoveries_Ltd.txt');

    // The credit was spent with its ledger entry.
    const user = await (await page.request.get('/api/user')).json();
    expect(user.credits).toBe(0);
    const ledger = await (await page.request.get('/api/credit-ledger')).json();
    expect(ledger.entries[0]).toMatchObject({ delta: -1, reason: 'spend' });

    // Create New: back to an empty form, now at 0 credits.
    await page.getByRole('button', { name: 'Create New' }).click();
    await expect(page.getByLabel('Organisation name *')).toHaveValue('');
    const alert = page.getByRole('alert').filter({ hasText: 'No Credits Available' });
    await expect(alert).toContainText(
      'You need 1 credit to generate an ICO complaint. Please purchase credits.',
    );
    await expect(alert.getByRole('link', { name: 'Buy Credits' })).toHaveAttribute(
      'href',
      '/checkout?plan=single',
    );
    await expect(page.getByRole('button', { name: 'Generate ICO Complaint' })).toBeDisabled();

    // The server agrees: 402, nothing stored.
    const res = await page.request.post('/api/ico-complaint', {
      data: { companyName: 'X Ltd', violationType: 'refused', originalGdprDate: '2026-08-03' },
    });
    expect(res.status()).toBe(402);
  });
});
