import { expect, test, type Page } from '@playwright/test';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { expectToast, signIn, uniqueEmail } from './helpers';

/** A creditor's letter as a small text PDF, made here (no corpus needed). */
async function demandPdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  [
    'Hillcrest Bank plc',
    'Card Services | 20 Market Street | Leeds | LS1 4AB',
    'Account number: 004-118822-09',
    'Dear Customer',
    'Your credit card account is in arrears.',
    'Arrears amount £312.40',
    'Please pay the arrears within 14 days of the date of this letter.',
    'Hillcrest Bank plc is authorised and regulated by the Financial Conduct Authority.',
  ].forEach((line, i) =>
    page.drawText(line.replace('£', 'GBP '), { x: 60, y: 760 - i * 20, size: 11, font }),
  );
  return Buffer.from(await doc.save());
}

const isoDaysAgo = (n: number) => {
  const d = new Date(Date.now() - n * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

async function uploadAndWait(page: Page, askedName?: [string, string]): Promise<void> {
  await page.goto('/upload');
  // An account an admin opened has no name yet: the page asks for it once, as the letter is signed with it.
  if (askedName) {
    await page.getByLabel(/^First name/).fill(askedName[0]);
    await page.getByLabel(/^Last name/).fill(askedName[1]);
  } else await expect(page.getByLabel(/^First name/)).toHaveCount(0);
  await page.getByLabel('Letter file').setInputFiles({
    name: 'hillcrest.pdf',
    mimeType: 'application/pdf',
    buffer: await demandPdf(),
  });
  await page.getByRole('button', { name: 'Upload and generate my letter' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const row = page.getByRole('listitem', { name: /^Letter: / }).first();
  await expect(row.getByText('completed', { exact: true })).toBeVisible({ timeout: 120_000 });
}

test.describe('deadlines', () => {
  test('a letter sent 20 days ago shows as overdue, the reminder goes out, and the next letter is pre-filled', async ({
    page,
    browser,
  }) => {
    test.setTimeout(240_000);
    const email = uniqueEmail('deadline');

    // An admin opens the account with credits for the two letters.
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin@example.com', 'Ada', 'Admin');
    await admin.goto('/admin');
    await admin.getByLabel('Email').fill(email);
    await admin.getByLabel('Credits').fill('3');
    await admin.getByRole('button', { name: 'Create User' }).click();
    await expectToast(admin, 'User created successfully');

    await signIn(page, email, 'Dee', 'Lane');
    await uploadAndWait(page, ['Dee', 'Lane']);

    // The letter page offers to record the send, with the s.77/78 fee suggested for a credit agreement request.
    await page
      .getByRole('link', { name: /^View / })
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Sent it?' })).toBeVisible();
    await expect(page.getByLabel('Date sent')).toBeVisible();
    await expect(page.getByText('Enclosed the £1 postal order (s.77/78 fee)')).toBeVisible();

    // The user had already posted a dispute themselves, 20 days ago: recorded in the case.
    await page.getByRole('link', { name: 'Open the case' }).click();
    await expect(page.getByRole('heading', { name: 'Hillcrest Bank plc' })).toBeVisible();
    await page.getByText('Record a letter you sent yourself').click();
    const own = page.getByRole('form', { name: 'A letter you sent yourself' });
    await own.getByLabel('Date sent').fill(isoDaysAgo(20));
    await own.getByLabel('What it was').selectOption('Dispute or complaint');
    await own.getByLabel('How', { exact: true }).selectOption('post');
    await own.getByRole('button', { name: 'Record this letter' }).click();
    await expectToast(page, 'Letter recorded');
    await expect(page.getByRole('list', { name: 'Case history' })).toContainText('You sent');

    // The dashboard shows it overdue.
    await page.goto('/dashboard');
    const overdue = page.getByRole('list', { name: 'Overdue' });
    const item = overdue.getByRole('listitem', { name: 'Deadline: Hillcrest Bank plc' });
    await expect(item).toBeVisible();
    await expect(item.getByText(/working days? overdue/)).toBeVisible();

    // The admin runs the reminders job from the admin page; the dashboard then says the reminder went out.
    await admin.getByRole('button', { name: 'Run reminders now' }).click();
    await expectToast(admin, 'Ran reminders');
    await expect(admin.getByTestId('job-result')).toContainText('"sent":');
    await page.reload();
    await expect(item.getByText(/we emailed you a reminder/)).toBeVisible();

    // The next letter of the sequence, pre-filled from the case.
    await item.getByRole('link', { name: 'Write the 2nd letter' }).click();
    const form = page.getByRole('form', { name: 'Next letter' });
    await expect(form.getByLabel('To', { exact: true })).toHaveValue('Hillcrest Bank plc');
    await expect(form.getByLabel('Account or reference')).toHaveValue('004-118822-09');
    await expect(form).toContainText('Letter 2 of your sequence');
    await form.getByLabel('Anything to add (optional)').fill('I have never received the agreement.');
    await form.getByRole('button', { name: 'Write letter 2' }).click();
    await expect(page).toHaveURL(/\/letter\/[^/]+$/);
    await expect(page.getByTestId('letter-text')).toContainText('004-118822-09');
    await expect(page.getByTestId('letter-text')).toContainText('I have never received the agreement.');
    // Signed with the name given on the upload page.
    await expect(page.getByTestId('letter-text')).toContainText('Dee Lane');

    // Recording this one as sent today shows its due date, the rule and its source.
    await page.getByLabel('How', { exact: true }).selectOption('recorded');
    await page.getByRole('button', { name: 'Record as sent' }).click();
    await expectToast(page, 'Recorded as sent');
    await expect(page.getByTestId('respond-by')).toBeVisible();
    const summary = page.getByTestId('sent-summary');
    await expect(
      summary.getByText(/^How it is counted: .+ (after posting on|the day it was posted)/),
    ).toBeVisible();
    await expect(summary.getByText(/^Source: /)).toBeVisible();
    await adminContext.close();
  });
});
