import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { expectToast, signIn, uniqueEmail } from './helpers';

/** The local runtime's outbox (playwright.config.ts sets DATA_DIR for the server). */
const outboxDir = () => join(process.env.E2E_DATA_DIR!, 'outbox');
const outboxFiles = () => {
  try {
    return readdirSync(outboxDir());
  } catch {
    return [];
  }
};

test.describe('credit file cleansing', () => {
  test('two agencies → view → edit → save → download → send; the outbox holds the message with the PDF', async ({
    page,
  }) => {
    const email = uniqueEmail('cleanse');
    await signIn(page, email, 'Cara', 'Bell');
    await page.goto('/credit-cleanse');
    await expect(page.getByRole('heading', { name: 'Credit File Cleansing', level: 1 })).toBeVisible();

    // Required fields, with the spec's exact message.
    await page.getByRole('button', { name: 'Generate Letters' }).click();
    await expectToast(
      page,
      'Missing Information',
      'Please fill in all required fields and select at least one agency.',
    );

    await page.getByLabel('Trust', { exact: true }).check();
    await expect(page.getByText('Before you choose this option')).toBeVisible();
    await expect(page.getByLabel(/Your full name/)).toHaveValue('Cara Bell');
    await page.getByLabel(/Your postal address/).fill('3 Bell Lane\nBath\nBA1 1AA');
    await page.getByLabel('Equifax').check();
    await page.getByLabel('TransUnion').check();
    await page
      .getByLabel('The entries you dispute, and why')
      .fill('A default from Example Bank dated March 2021 is not mine.');
    await page.getByRole('button', { name: 'Generate Letters' }).click();
    await expectToast(page, 'SUCCESS! Letters Generated');

    await expect(page.getByTestId('result-equifax')).toBeVisible();
    await expect(page.getByTestId('result-transunion')).toBeVisible();
    await expect(page.getByTestId('result-equifax')).toContainText(
      'section 159 of the Consumer Credit Act 1974',
    );
    const previews = page.getByTestId('previous-preview');
    await expect(previews).toHaveCount(2);

    // View the TransUnion letter.
    await page.getByRole('link', { name: 'View and send the TransUnion letter' }).click();
    await expect(page).toHaveURL(/\/credit-cleansing-letter\?id=/);
    await expect(page.getByRole('heading', { name: 'Letter to TransUnion', level: 1 })).toBeVisible();
    await expect(page.getByTestId('status-badge')).toHaveText('completed');

    // Edit and save.
    await page.getByRole('link', { name: 'Edit Letter' }).click();
    await expect(page).toHaveURL(/\/edit-credit-letter\?id=/);
    await expect(page.getByRole('heading', { name: /Edit Letter to TransUnion — Cara Bell/ })).toBeVisible();
    const editor = page.getByLabel('Letter text');
    await editor.fill('');
    await expect(page.getByText('No content to preview')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download' })).toBeDisabled();
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Letter content cannot be empty' })).toBeVisible();

    const added = 'P.S. Please reply to me in writing.';
    await editor.fill(`Cara Bell\n3 Bell Lane\n\nDear TransUnion,\n\nPlease correct my file.\n\n${added}\n`);
    await expect(page.getByText(/\d+ characters · 18 words/)).toBeVisible();
    const textDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download' }).click();
    expect((await textDownload).suggestedFilename()).toBe('TransUnion_Cara_Bell.txt');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expectToast(page, 'Letter Updated');
    await expect(page).toHaveURL(/\/view-credit-letter\?id=/);
    await expect(page.getByTestId('letter-text')).toContainText(added);

    // Download the PDF.
    const pdfDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PDF' }).click();
    const pdf = await pdfDownload;
    expect(pdf.suggestedFilename()).toBe('TransUnion_Cara_Bell.pdf');

    // Send it to TransUnion.
    const before = outboxFiles();
    await page.getByRole('button', { name: 'Send to TransUnion' }).click();
    await expectToast(page, 'Email Sent', 'Letter successfully sent to TransUnion');
    await expect(page.getByRole('button', { name: 'Sent to TransUnion' })).toBeVisible();
    await expect(page.getByTestId('respond-by')).toBeVisible();

    const added_ = outboxFiles().filter((f) => !before.includes(f));
    expect(added_).toHaveLength(1);
    const mail = await simpleParser(readFileSync(join(outboxDir(), added_[0])));
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toContain('customer.relations@transunion.co.uk');
    expect(mail.replyTo?.text).toContain(email);
    expect(mail.attachments.map((a) => a.filename)).toEqual(['TransUnion_Cara_Bell.pdf']);
    expect(mail.attachments[0].content.subarray(0, 4).toString()).toBe('%PDF');
  });

  test('another person’s letter is not found; signed out it asks to log in', async ({ page, browser }) => {
    await signIn(page, uniqueEmail('owner'), 'Olly', 'Owner');
    await page.goto('/credit-cleanse');
    await page.getByLabel('Trust', { exact: true }).check();
    await page.getByLabel(/Your postal address/).fill('1 Own Street');
    await page.getByLabel('Experian').check();
    await page.getByRole('button', { name: 'Generate Letters' }).click();
    await page.getByRole('link', { name: 'View and send the Experian letter' }).click();
    const url = new URL(page.url());

    const anon = await browser.newPage();
    await anon.goto(url.pathname + url.search);
    await expect(anon.getByText('Please log in to view this letter.')).toBeVisible();
    await anon.goto(`/edit-credit-letter${url.search}`);
    await expect(anon.getByText('Please log in to edit this letter.')).toBeVisible();

    await signIn(anon, uniqueEmail('stranger'), 'Sam', 'Stranger');
    await anon.goto(url.pathname + url.search);
    await expect(anon.getByRole('heading', { name: 'Letter Not Found' })).toBeVisible();
    await anon.goto(`/edit-credit-letter${url.search}`);
    await expect(anon.getByRole('heading', { name: 'Letter Not Found' })).toBeVisible();
    await expect(anon.getByText('you do not have permission to edit it')).toBeVisible();
    await anon.close();
  });
});
