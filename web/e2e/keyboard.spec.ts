/**
 * Keyboard-only journeys: sign-up and letter edit with Tab, Shift+Tab, Enter and typing, no mouse. Each step also
 * checks where focus lands, so a button that vanishes under the keyboard user is caught.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectToast, longWordsLetterPdf, signIn, uniqueEmail, uploadLetter, waitForScreen } from './helpers';

/** Presses Tab (or Shift+Tab) until `target` has focus; fails if it is not reached in `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 40 } = {}): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

test.describe('keyboard only', () => {
  test('sign up: email, Enter, names, Enter, and the dashboard has focus', async ({ page }) => {
    await page.goto('/login');
    await waitForScreen(page);
    // The first Tab reaches the skip link, which jumps to the content.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
    await page.keyboard.press('Enter');

    await tabTo(page, page.getByLabel('Email'));
    await page.keyboard.type(uniqueEmail('keys'));
    await page.keyboard.press('Enter');

    // A new address: the page asks for names and puts the cursor in the first one.
    await expect(page.getByLabel('First name')).toBeFocused();
    await page.keyboard.type('Kay');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Last name')).toBeFocused();
    await page.keyboard.type('Board');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Welcome to FairReply, Kay. Your account is ready.')).toBeVisible();
    await expect(page.locator('#main')).toBeFocused();
    await tabTo(page, page.getByRole('link', { name: 'Upload Letter' }).first());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/upload$/);
    await expect(page.locator('#main')).toBeFocused();
  });

  test('letter edit: open the letter, edit, save, and focus comes back to Edit Letter', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, uniqueEmail('editor'), 'Eve', 'Dunn');
    await uploadLetter(page, await longWordsLetterPdf());
    await page.goto('/dashboard');
    await waitForScreen(page);

    await tabTo(page, page.getByRole('link', { name: /^View / }).first());
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/letter\/[^/]+$/);
    await waitForScreen(page);
    await expect(page.locator('#main')).toBeFocused();

    const edit = page.getByRole('button', { name: 'Edit Letter' });
    await tabTo(page, edit);
    await page.keyboard.press('Enter');
    const editor = page.getByLabel('Letter text');
    await expect(editor).toBeFocused();
    await page.keyboard.press('Control+End');
    const added = 'P.S. Typed with the keyboard alone.';
    await page.keyboard.type(`\n\n${added}`);

    await tabTo(page, page.getByRole('button', { name: 'Save Changes' }), { back: true });
    await page.keyboard.press('Enter');
    await expectToast(page, 'Saved', 'Letter changes saved successfully');
    await expect(page.getByTestId('letter-text')).toContainText(added);
    await expect(edit).toBeFocused();

    // Cancel by keyboard leaves the text as it was and focus on Edit Letter again.
    await page.keyboard.press('Enter');
    await expect(editor).toBeFocused();
    await page.keyboard.type('this is thrown away');
    await tabTo(page, page.getByRole('button', { name: 'Cancel' }), { back: true });
    await page.keyboard.press('Enter');
    await expect(edit).toBeFocused();
    await expect(page.getByTestId('letter-text')).not.toContainText('thrown away');
  });

  test('a confirmation dialog opened by keyboard gives focus back sensibly', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, uniqueEmail('dialog'), 'Dee', 'Lane');
    await uploadLetter(page, await longWordsLetterPdf());
    await page.goto('/dashboard');
    await waitForScreen(page);
    const del = page.getByRole('button', { name: /^Delete / }).first();
    await tabTo(page, del);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('Are you sure you want to delete this letter?');
    await expect(dialog).toContainText('and the reply drafted for it will be deleted');
    // Escape cancels and returns focus to the button that opened the dialog.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(del).toBeFocused();
    // Confirming removes the row: focus goes to the list's heading, not to the top of the page.
    await page.keyboard.press('Enter');
    await tabTo(page, dialog.getByRole('button', { name: 'Delete' }));
    await page.keyboard.press('Enter');
    await expectToast(page, 'Letter deleted successfully');
    await expect(page.getByRole('heading', { name: 'Your letters' })).toBeFocused();
  });
});
