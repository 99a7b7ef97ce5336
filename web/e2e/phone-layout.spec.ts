/**
 * Issue 15 item 1 and 2 at phone size (375×740): no page is wider than the window, even a letter whose text holds
 * a long email and URL; a new screen starts at its top; the desktop navigation fits at 1280 px for an admin with
 * unlimited credits; and what the local server sends (compression, caching, robots.txt, 404s, no source maps).
 */
import { expect, test, type Page } from '@playwright/test';
import {
  expectNoHorizontalOverflow,
  longWordsLetterPdf,
  signIn,
  uniqueEmail,
  uploadLetter,
  waitForScreen,
} from './helpers';

const PHONE = { width: 375, height: 740 };

const PUBLIC_PAGES = ['/', '/features', '/pro', '/login', '/help', '/gdpr-faq', '/checkout', '/no-such-page'];
const SIGNED_IN_PAGES = [
  '/dashboard',
  '/upload',
  '/checkout',
  '/admin',
  '/debt-flow',
  '/credit-cleanse',
  '/view-credit-letter',
  '/edit-credit-letter',
  '/gdpr-challenge',
  '/gdpr-dashboard',
  '/ico-complaints',
  '/ai-lawyer',
  '/features',
  '/pro',
  '/help',
  '/gdpr-faq',
];

async function visit(page: Page, path: string) {
  await page.goto(path);
  await waitForScreen(page);
  await expectNoHorizontalOverflow(page, path);
}

test.describe('phone layout', () => {
  test.use({ viewport: PHONE });

  test('no public page scrolls sideways on a phone', async ({ page }) => {
    for (const path of PUBLIC_PAGES) await visit(page, path);
  });

  test('no signed-in page scrolls sideways, nor a letter whose text holds a long email and URL', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    await signIn(page, uniqueEmail('phone'), 'Pat', 'Lee');
    const id = await uploadLetter(page, await longWordsLetterPdf());

    await visit(page, `/letter/${id}`);
    await expect(page.getByTestId('ocr-preview')).toContainText('northgate-credit-management-example');
    await expectNoHorizontalOverflow(page, 'letter page, formatted view');
    await page.getByRole('button', { name: 'Plain text' }).click();
    await expectNoHorizontalOverflow(page, 'letter page, plain text view');
    await page.getByRole('button', { name: 'Edit Letter' }).click();
    await expectNoHorizontalOverflow(page, 'letter page, editing');

    for (const path of SIGNED_IN_PAGES) await visit(page, path);
  });

  test('the admin page, with its users and their credit forms, fits a phone', async ({ page }) => {
    await signIn(page, 'admin@example.com', 'Ada', 'Admin');
    await visit(page, '/admin');
    await expect(page.getByRole('listitem', { name: 'User admin@example.com' })).toBeVisible();
    await expectNoHorizontalOverflow(page, '/admin as an admin');
  });

  test('after an upload the dashboard opens at its top, with the new letter in view', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, uniqueEmail('scroll'), 'Sam', 'Hill');
    await page.goto('/upload');
    await waitForScreen(page);
    await page.getByLabel('Letter file').setInputFiles({
      name: 'letter.pdf',
      mimeType: 'application/pdf',
      buffer: await longWordsLetterPdf(),
    });
    const upload = page.getByRole('button', { name: 'Upload and generate my letter' });
    await upload.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await upload.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { name: 'Debt Letters', level: 1 })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // Focus starts at the new screen's content, not on a link of the old one.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    await expectNoHorizontalOverflow(page, 'dashboard after upload');
  });
});

test.describe('desktop navigation', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('fits at 1280 px for an admin with unlimited credits: Logout is whole', async ({ page }) => {
    await signIn(page, 'admin@example.com', 'Ada', 'Admin');
    const me = (await (await page.request.get('/api/user')).json()) as { id: string };
    const grant = await page.request.post('/api/admin/update-credits', {
      headers: { origin: new URL(page.url()).origin },
      data: { userId: me.id, credits: 999999 },
    });
    expect(grant.ok(), await grant.text()).toBe(true);
    await page.reload();
    await expect(page.getByTestId('nav-credits')).toHaveText('Credits: Unlimited');
    const logout = page.getByRole('banner').getByRole('button', { name: 'Logout' });
    await expect(logout).toBeVisible();
    const box = (await logout.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(1280);
    // Nothing in the header is clipped or pushed out of it.
    const clipped = await page.evaluate(() =>
      [...document.querySelectorAll('header a, header button, header [data-testid="nav-credits"]')]
        .filter((el) => (el as HTMLElement).offsetParent !== null)
        .filter((el) => el.scrollWidth > el.clientWidth + 1 || el.getBoundingClientRect().right > 1280)
        .map((el) => el.textContent),
    );
    expect(clipped).toEqual([]);
    await expectNoHorizontalOverflow(page, 'admin dashboard at 1280 px');
  });
});

test.describe('what the local server sends', () => {
  test('compressed, cached assets; robots.txt; real 404s; no source maps; no console error when signed out', async ({
    page,
    request,
  }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    const scripts: string[] = [];
    page.on('response', (r) => {
      if (r.url().includes('/assets/') && r.url().endsWith('.js')) scripts.push(r.url());
    });
    await page.goto('/');
    await waitForScreen(page);
    await page.goto('/login');
    await waitForScreen(page);
    expect(errors).toEqual([]);

    const script = scripts[0];
    const asset = await request.get(script, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.headers()['content-encoding']).toBe('br');
    expect(asset.headers()['cache-control']).toContain('immutable');
    expect((await request.get(`${script}.map`)).status()).toBe(404);
    expect(await asset.text()).not.toContain('sourceMappingURL');

    const robots = await request.get('/robots.txt');
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain('Disallow: /api/');
    expect((await request.get('/no-such-page')).status()).toBe(404);
    expect((await request.get('/dashboard')).status()).toBe(200);
  });
});
