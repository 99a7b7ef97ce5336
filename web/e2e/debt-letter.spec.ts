import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';
import { fixtureFile, letterById } from '../../functions/test/fixtures/letters';
import { expectToast, signIn, uniqueEmail } from './helpers';

/** An invented demand letter made by the test fixtures (text PDF), and what it says. */
const letter = letterById('F001');

test.describe('debt letters', () => {
  test('a person uploads a letter, waits for it, edits the reply and downloads the PDF', async ({ page }) => {
    test.setTimeout(240_000);
    await signIn(page, uniqueEmail('uploader'), 'Uma', 'Patel');

    await page.getByRole('link', { name: 'Upload Letter' }).first().click();
    await expect(page.getByRole('heading', { name: 'Upload Any Debt Letter' })).toBeVisible();
    await expect(page.getByText('1 Credit Available')).toBeVisible();
    await expect(page.getByText('Each upload uses 1 credit', { exact: false })).toBeVisible();

    const uploadButton = page.getByRole('button', { name: 'Upload and generate my letter' });
    await expect(uploadButton).toBeDisabled();
    await page.getByLabel('Letter file').setInputFiles({
      name: 'F001.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await fixtureFile(letter.id, 'pdf')),
    });
    await expect(page.getByText('F001.pdf')).toBeVisible();
    await uploadButton.click();

    await expectToast(
      page,
      'Processing Started',
      'Your letter is being processed. Check your dashboard for updates.',
    );
    await expect(page).toHaveURL(/\/dashboard$/);

    // The list refreshes on its own every 5 seconds until the letter is ready.
    const row = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: /^View / }) })
      .first();
    await expect(row).toBeVisible();
    await expect(row.getByText('completed', { exact: true })).toBeVisible({ timeout: 180_000 });
    await expect(page.getByTestId('credits-available')).toHaveText('0');

    await row.getByRole('link', { name: /^View / }).click();
    await expect(page).toHaveURL(/\/letter\/[^/]+$/);
    await expect(page.getByRole('heading', { name: 'Your letter', exact: true })).toBeVisible();
    await expect(page.getByTestId('letter-text')).not.toBeEmpty();

    // Edit the letter and save it.
    await page.getByRole('button', { name: 'Edit Letter' }).click();
    const editor = page.getByLabel('Letter text');
    const added = 'P.S. Please reply in writing only.';
    await editor.fill(`${await editor.inputValue()}\n\n${added}`);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Saved', 'Letter changes saved successfully');
    await expect(page.getByLabel('Letter text')).toBeHidden(); // the editor closed
    await expect(page.getByRole('button', { name: 'Edit Letter' })).toBeVisible();
    await expect(page.getByTestId('letter-text')).toContainText(added);

    // The edit survives a reload.
    await page.reload();
    await expect(page.getByTestId('letter-text')).toContainText(added);

    // Download the PDF.
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^debt-rebuttal-.+\.pdf$/);
    const path = await download.path();
    const bytes = readFileSync(path);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // The PDF is the letter: it names the creditor the analysis found, and carries the edit.
    const { creditorName } = letter;
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
    expect(text.replace(/\s+/g, ' ')).toContain(creditorName);
    expect(text.replace(/\s+/g, ' ')).toContain(added);
    await expectToast(page, 'Downloaded', 'PDF downloaded successfully');
  });

  test('opening a letter that does not exist shows Letter not found', async ({ page }) => {
    await signIn(page, uniqueEmail('nosuch'), 'Nia');
    await page.goto('/letter/does-not-exist');
    await expect(page.getByRole('heading', { name: 'Letter not found' })).toBeVisible();
  });
});
