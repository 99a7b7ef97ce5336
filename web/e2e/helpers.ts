import { expect, type Page } from '@playwright/test';

let counter = 0;
/** A fresh address per journey, so journeys never share an account. */
export function uniqueEmail(prefix = 'person'): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.com`;
}

/**
 * Signs in through the login page, as a person would, and waits for the dashboard. The page asks for the email
 * first and for the names only when the address has no account yet.
 */
export async function signIn(
  page: Page,
  email: string,
  firstName = 'Alex',
  lastName = 'Taylor',
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  const first = page.getByLabel('First name');
  await expect(first.or(page.getByRole('heading', { name: 'Debt Letters', level: 1 }))).toBeVisible();
  if (await first.isVisible()) {
    await first.fill(firstName);
    await page.getByLabel('Last name').fill(lastName);
    await page.getByRole('button', { name: 'Continue' }).click();
  }
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: 'Debt Letters', level: 1 })).toBeVisible();
}

/** The toast a person sees (the screen-reader copy of it is left out). */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
  if (description) await expect(page.getByText(description, { exact: true }).first()).toBeVisible();
}

/**
 * A one-page text PDF of a debt collector's letter whose text holds a long email address and a long URL with no
 * place to break: the letter page must wrap them rather than widen a phone screen.
 */
export async function longWordsLetterPdf(): Promise<Buffer> {
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  const lines = [
    'Northgate Credit Management Ltd',
    '12 Example Street, Leeds LS1 4AB',
    'Email: customer.services.department.collections@northgate-credit-management-example.co.uk',
    'Pay online: https://payments.northgate-credit-management-example.co.uk/portal/account/NCM-77421983/pay-now',
    '',
    'Account number: NCM-77421983',
    'Date: 2 November 2026',
    '',
    'Dear Customer,',
    'NOTICE OF DEBT: our client Example Bank plc has assigned to us your credit card account.',
    'The outstanding balance of £1,482.16 is now due. Please pay within 14 days.',
    'If you do not pay we may pass your account to our solicitors.',
    'Yours faithfully, Collections Team',
  ];
  lines.forEach((line, i) => page.drawText(line, { x: 40, y: 790 - i * 18, size: 9, font }));
  return Buffer.from(await doc.save());
}

/** Uploads a letter as the signed-in page's user (the browser's own cookies) and waits until it is completed. */
export async function uploadLetter(page: Page, pdf: Buffer, name = 'long-words.pdf'): Promise<string> {
  const base = new URL(page.url()).origin;
  const res = await page.request.post('/api/upload-debt-letter', {
    headers: { origin: base },
    multipart: { file: { name, mimeType: 'application/pdf', buffer: pdf } },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  const { letterId: id } = (await res.json()) as { letterId: string };
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/api/debt-letter/${id}`)).json()) as { status: string }).status,
      { timeout: 120_000, intervals: [500] },
    )
    .toBe('completed');
  return id;
}

/** True when the page is no wider than the window (no sideways scrolling on a phone). */
export async function expectNoHorizontalOverflow(page: Page, where: string): Promise<void> {
  const { scrollWidth, clientWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  expect(
    scrollWidth,
    `${where}: page is ${scrollWidth}px wide in a ${clientWidth}px window`,
  ).toBeLessThanOrEqual(clientWidth);
}

/** Waits until a screen has drawn its heading and no loader is left. */
export async function waitForScreen(page: Page): Promise<void> {
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('main [role="status"][aria-live="polite"]')).toHaveCount(0);
}
