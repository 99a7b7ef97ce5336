import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectToast, signIn, uniqueEmail } from './helpers';

/** Picks a scenario card by its label (the card's accessible name starts with it). */
const scenario = (page: Page, label: string) => page.getByRole('button', { name: new RegExp(`^${label}`) });

test.describe('GDPR challenges', () => {
  test('two scenarios through to the dashboard: view, edit and delete', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, uniqueEmail('gdpr'), 'Grace', 'Hughes');
    await page.goto('/gdpr-challenge');
    await expect(page.getByRole('heading', { name: 'GDPR Challenge Generator' })).toBeVisible();
    await expect(page.getByTestId('gdpr-price')).toContainText('GDPR challenge letters use no credits');

    // Steps 2 onward appear only once a scenario is chosen; the required fields are checked first.
    await expect(page.getByLabel('Organisation name *')).toHaveCount(0);
    await page.getByRole('button', { name: 'Generate GDPR Challenge Letter' }).click();
    await expectToast(
      page,
      'Missing Information',
      'Please fill in the required fields (scenario, organization, your name)',
    );
    for (const label of [
      'Debt Collection Agency',
      'Credit Reference Agency',
      'Former Employer',
      'Bank or Financial Institution',
      'Local Council',
      'Healthcare Provider',
    ])
      await expect(scenario(page, label)).toBeVisible();

    // 1) Debt collection, as a Trust.
    await scenario(page, 'Debt Collection Agency').click();
    await expect(scenario(page, 'Debt Collection Agency')).toHaveAttribute('aria-pressed', 'true');
    await page.getByLabel('Organisation name *').fill('Northgate Recoveries Ltd');
    await page.getByLabel('Your name *').fill('Grace Hughes');
    await page.getByLabel('Your email').fill('grace@example.com');
    await expect(page.getByLabel('UK trademark number')).toHaveCount(0);
    await page.getByRole('radio', { name: 'Trust' }).check();
    await expect(
      page.getByText('The letter itself is written in your own name', { exact: false }),
    ).toBeVisible();
    await page.getByLabel('Trademark name').fill('GRACE HUGHES');
    await page.getByLabel('UK trademark number').fill('UK00003777777');
    await page.getByLabel('Trademark classes').fill('35, 36, 45');
    await page.getByLabel('EDP administrator name').fill('Grace Hughes Estate');
    await page.getByLabel('Urgency').selectOption('urgent');
    await expect(page.getByText('Ongoing harm', { exact: false })).toBeVisible();
    await page.getByRole('checkbox', { name: /Article 17/ }).check();
    await page.getByRole('checkbox', { name: 'No lawful basis' }).check();
    await page.getByRole('checkbox', { name: 'Excessive data retention' }).check();
    await page.getByLabel('Timeframe').fill('since January 2026');
    await page.getByRole('button', { name: 'Generate GDPR Challenge Letter' }).click();

    await expectToast(page, 'GDPR Challenge Generated', 'Your personalized GDPR challenge letter is ready');
    const letter = page.getByTestId('gdpr-letter-text');
    await expect(letter).toContainText('Northgate Recoveries Ltd');
    await expect(letter).toContainText('Grace Hughes');
    await expect(letter).not.toContainText('UK00003777777');
    await expect(page.getByText('UK00003777777')).toBeVisible(); // on the user's copy only
    await expect(page.getByTestId('gdpr-deadline')).toContainText('Article 12A');
    for (const name of ['View Dashboard', 'Download', 'Email', 'Generate Another'])
      await expect(page.getByRole(name === 'View Dashboard' ? 'link' : 'button', { name })).toBeVisible();

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toBe('gdpr-challenge-Northgate_Recoveries_Ltd.txt');
    expect(readFileSync(await download.path(), 'utf8')).toContain('Northgate Recoveries Ltd');

    // 2) Generate Another keeps the form; switch to a bank, as a person.
    await page.getByRole('button', { name: 'Generate Another' }).click();
    await expect(page.getByLabel('Organisation name *')).toHaveValue('Northgate Recoveries Ltd');
    await expect(page.getByLabel('Your name *')).toHaveValue('Grace Hughes');
    await scenario(page, 'Bank or Financial Institution').click();
    await page.getByLabel('Organisation name *').fill('Sterling Bank plc');
    await page.getByRole('radio', { name: 'Personal' }).check();
    await page.getByLabel('Urgency').selectOption('critical');
    await page.getByRole('checkbox', { name: 'Unlawful credit scoring' }).check();
    await page.getByRole('button', { name: 'Generate GDPR Challenge Letter' }).click();
    await expectToast(page, 'GDPR Challenge Generated');
    await expect(page.getByTestId('gdpr-letter-text')).toContainText('Sterling Bank plc');

    // The dashboard lists both, newest first, with every field of the card.
    await page.getByRole('link', { name: 'View Dashboard' }).click();
    await expect(page).toHaveURL(/\/gdpr-dashboard$/);
    await expect(page.getByRole('heading', { name: 'GDPR Challenge Letters', level: 1 })).toBeVisible();
    const cards = page.getByRole('listitem', { name: /^GDPR letter to / });
    await expect(cards).toHaveCount(2);
    const bank = page.getByRole('listitem', { name: 'GDPR letter to Sterling Bank plc' });
    const debt = page.getByRole('listitem', { name: 'GDPR letter to Northgate Recoveries Ltd' });
    await expect(bank.getByText('Bank or Financial Institution')).toBeVisible();
    await expect(bank.getByText('Critical', { exact: true })).toBeVisible();
    await expect(bank.getByText('Grace Hughes · Personal')).toBeVisible();
    await expect(bank.getByText('Unlawful credit scoring')).toBeVisible();
    await expect(debt.getByText('GRACE HUGHES™')).toBeVisible();
    await expect(debt.getByText('Debt Collection Agency')).toBeVisible();
    await expect(debt.getByText('Urgent', { exact: true })).toBeVisible();
    await expect(debt.getByText('Article 17 — Erasure')).toBeVisible();
    await expect(debt.getByText('Excessive data retention')).toBeVisible();
    const today = new Date().toLocaleDateString('en-GB');
    await expect(debt.getByText(`Created ${today}`)).toBeVisible();
    await expect(debt.getByTestId('gdpr-deadline')).toContainText('Response due by');
    await expect(debt.getByTestId('gdpr-deadline')).toContainText(/days left/);

    // View.
    await debt.getByRole('button', { name: 'View' }).click();
    const view = page.getByRole('dialog', { name: 'GDPR letter to Northgate Recoveries Ltd' });
    await expect(view.getByTestId('gdpr-view-text')).toContainText('Dear Data Protection Officer');
    await view.getByRole('button', { name: 'Close' }).click();

    // Edit.
    await debt.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit letter to Northgate Recoveries Ltd' });
    const box = edit.getByLabel('Letter text');
    await expect(box).toHaveCSS('min-height', '400px');
    const added = 'P.S. Please reply by post only.';
    await box.fill(`${await box.inputValue()}\n\n${added}`);
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Letter updated successfully');
    await expect(edit).toHaveCount(0);
    await debt.getByRole('button', { name: 'View' }).click();
    await expect(page.getByTestId('gdpr-view-text')).toContainText(added);
    await page.getByRole('button', { name: 'Close' }).click();

    // Delete, with the exact confirmation.
    await bank.getByRole('button', { name: 'Delete' }).click();
    await expect(
      page.getByText(
        'Are you sure you want to delete this GDPR challenge letter for Sterling Bank plc? This action cannot be undone.',
      ),
    ).toBeVisible();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'GDPR letter deleted successfully');
    await expect(cards).toHaveCount(1);
    await debt.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('No GDPR Letters Yet')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create GDPR Challenge' })).toBeVisible();

    // Free: the one sign-up credit is still there.
    expect((await (await page.request.get('/api/user')).json()).credits).toBe(1);
  });

  test('the dashboard shows a 3-card skeleton while loading', async ({ page }) => {
    await signIn(page, uniqueEmail('gdpr-skel'));
    await page.route('**/api/gdpr-letters', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.goto('/gdpr-dashboard');
    await expect(page.getByTestId('gdpr-skeleton')).toHaveCount(3);
    await expect(page.getByText('No GDPR Letters Yet')).toBeVisible();
  });
});
