import { expect, test } from '@playwright/test';

test.describe('a signed-out visitor', () => {
  for (const path of ['/upload', '/debt-flow']) {
    test(`on ${path} is told they are logged out, then sent to sign in`, async ({ page }) => {
      // When the app learned it is signed out (GET /api/user → 401) and when it started the re-login step, on the
      // browser's own clock (the test process hears of events later, and not always equally late).
      let refusedAt = 0;
      const reloginRequests: number[] = [];
      page.on('requestfinished', async (r) => {
        const pathname = new URL(r.url()).pathname;
        const t = r.timing();
        if (pathname === '/api/user' && (await r.response())?.status() === 401)
          refusedAt ||= t.startTime + t.responseEnd;
        if (pathname === '/api/login') reloginRequests.push(t.startTime);
      });
      // Everything the page showed, recorded as it appeared: the toast is on screen for only 500 ms, too short to
      // assert on reliably on a busy machine once the page has moved on.
      const shown: string[] = [];
      await page.exposeFunction('noteShown', (text: string) => shown.push(text));
      await page.addInitScript(() => {
        const note = (window as unknown as { noteShown: (t: string) => void }).noteShown;
        new MutationObserver((records) => {
          for (const r of records)
            for (const n of r.addedNodes) if (n.textContent?.trim()) note(n.textContent.trim());
        }).observe(document, { childList: true, subtree: true, characterData: true });
      });
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
      await expect
        .poll(() => shown.join('\n'))
        .toMatch(/Unauthorized[\s\S]*You are logged out\. Logging in again\.\.\./);
      // through the spec's re-login step (GET /api/login), once, 500 ms after the 401
      await expect.poll(() => reloginRequests.length).toBe(1);
      expect(refusedAt).toBeGreaterThan(0);
      expect(reloginRequests[0] - refusedAt).toBeGreaterThanOrEqual(500);
      await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
    });
  }
});
