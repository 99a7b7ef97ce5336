/**
 * At phone size: a field read below the confidence threshold is marked on the dashboard and asked about on the letter
 * page; the person corrects it, the letter is written again with it at no credit, and the mark goes. A letter that
 * states no dispute asks whether there is one, and the reason writes it again disputing the debt. The received
 * letter's passed deadline is flagged with what it means; the address kept in the profile starts the upload form.
 */
import { expect, test } from '@playwright/test';
import { expectNoHorizontalOverflow, expectToast, signIn, uniqueEmail, uploadLetter } from './helpers';

const PHONE = { width: 375, height: 740 };

/** A collector's demand whose reference is printed once (so read as a guess) and whose date to pay has passed. */
async function guessedReferencePdf(): Promise<Buffer> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage([595, 842]);
  const lines: [string, boolean][] = [
    ['Quayside Credit Ltd', true],
    ['Unit 9, Quayside Works, Portmouth PM3 4QZ', false],
    ['', false],
    ['Mr Tom Reed', false],
    ['5 Mill Lane, Portmouth PM1 2AB', false],
    ['', false],
    ['Date: 2 March 2026', false],
    ['Our reference: QC-80417', false],
    ['Balance outstanding: £612.40', false],
    ['', false],
    ['FINAL DEMAND', true],
    ['Dear Mr Reed,', false],
    ['The balance of £612.40 on your account remains unpaid.', false],
    ['Please pay the balance in full within 14 days of the date of this letter.', false],
    ['If you dispute the debt, email us at disputes@quaysidecredit.example', false],
    ['', false],
    ['Yours sincerely,', false],
    ['Quayside Credit Ltd', false],
  ];
  lines.forEach(([text, b], i) =>
    page.drawText(text, { x: 56, y: 780 - i * 18, size: 11, font: b ? bold : font }),
  );
  return Buffer.from(await doc.save());
}

test.describe('confirming what was read, at phone size', () => {
  test.use({ viewport: PHONE });

  test('a guessed reference is confirmed as corrected and the letter is written again, free', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, uniqueEmail('confirm'), 'Tom', 'Reed');
    const id = await uploadLetter(page, await guessedReferencePdf(), 'quayside.pdf');
    const creditsBefore = ((await (await page.request.get('/api/user')).json()) as { credits: number })
      .credits;

    // The dashboard never shows the guessed reference as certain.
    await page.goto('/dashboard');
    const row = page.getByRole('listitem', { name: 'Letter: Quayside Credit Ltd' });
    await expect(row.getByText('QC-80417')).toBeVisible();
    await expect(row.getByText('(not sure we read this right: please check)').first()).toBeAttached();
    await expectNoHorizontalOverflow(page, 'dashboard with a guessed field');

    await row.getByRole('link', { name: 'check them on the letter page' }).click();
    await expect(page).toHaveURL(new RegExp(`/letter/${id}$`));
    const panel = page.getByTestId('confirm-fields');
    await expect(panel.getByRole('heading', { name: /not sure we read these right/ })).toBeVisible();
    await expect(panel).toContainText('the reference as “QC-80417”');
    const ref = panel.getByLabel('Their reference or account number');
    await expect(ref).toHaveValue('QC-80417');

    // The received letter's date to pay has passed: flagged, with what it means.
    const dates = page.getByTestId('received-dates');
    await expect(dates).toContainText('2 March 2026');
    await expect(dates).toContainText('Passed');
    await expect(dates).toContainText('The date this letter gave has passed');
    await expectNoHorizontalOverflow(page, 'letter page with the confirm panel');

    await ref.fill('QC-80418');
    await panel.getByRole('button', { name: 'Confirm and update my letter' }).click();
    await expectToast(page, 'Letter updated');
    await expect(page.getByTestId('letter-text')).toContainText('QC-80418');
    await expect(page.getByTestId('letter-text')).not.toContainText('QC-80417');
    await expect(
      page.getByTestId('confirm-fields').getByLabel('Their reference or account number'),
    ).toHaveCount(0);

    // No reason came with the upload, so the letter states no dispute; the page asks whether there is one, and the
    // person's reason writes it again disputing the debt in their words.
    await expect(page.getByTestId('letter-text')).not.toContainText('I dispute');
    const dispute = page.getByTestId('dispute-reason');
    await expect(dispute.getByRole('heading', { name: 'Do you dispute it?' })).toBeVisible();
    await expectNoHorizontalOverflow(page, 'letter page asking for a dispute reason');
    await dispute
      .getByLabel('Why you dispute it (in your own words)')
      .fill('I never had an account with Quayside Credit.');
    await dispute.getByRole('button', { name: 'Add my reason and update my letter' }).click();
    await expectToast(
      page,
      'Letter updated',
      'Your letter now says that you dispute it, and why. No credit was used.',
    );
    await expect(page.getByTestId('letter-text')).toContainText(
      'I never had an account with Quayside Credit.',
    );
    await expect(page.getByTestId('letter-text')).toContainText('I dispute');
    await expect(page.getByTestId('dispute-reason')).toHaveCount(0);

    // It survives a reload, and cost nothing.
    await page.reload();
    await expect(page.getByTestId('letter-text')).toContainText('QC-80418');
    await expect(page.getByTestId('letter-text')).toContainText(
      'I never had an account with Quayside Credit.',
    );
    const after = (await (await page.request.get('/api/user')).json()) as { credits: number };
    expect(after.credits).toBe(creditsBefore);
    await page.goto('/dashboard');
    const updated = page.getByRole('listitem', { name: 'Letter: Quayside Credit Ltd' });
    await expect(updated.getByText('QC-80418')).toBeVisible();
  });

  test('the address kept in the profile starts the upload form', async ({ page }) => {
    await signIn(page, uniqueEmail('address'), 'Ann', 'Smith');
    const base = new URL(page.url()).origin;
    const put = await page.request.put('/api/user', {
      headers: { origin: base },
      data: { address: '5 Mill Lane\nPortmouth PM1 2AB' },
    });
    expect(put.status(), await put.text()).toBe(200);
    await page.goto('/upload');
    await expect(page.getByLabel('Your postal address (printed at the top of your letter)')).toHaveValue(
      '5 Mill Lane\nPortmouth PM1 2AB',
    );
    await expectNoHorizontalOverflow(page, 'upload form');
  });
});
