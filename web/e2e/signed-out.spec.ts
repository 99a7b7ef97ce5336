import { expect, test } from '@playwright/test';
import { expectToast } from './helpers';

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
      await page.goto(path);
      await expectToast(page, 'Unauthorized', 'You are logged out. Logging in again...');
      await expect(page).toHaveURL(/\/login$/);
      // through the spec's re-login step (GET /api/login), once, 500 ms after the 401
      await expect.poll(() => reloginRequests.length).toBe(1);
      expect(refusedAt).toBeGreaterThan(0);
      expect(reloginRequests[0] - refusedAt).toBeGreaterThanOrEqual(500);
      await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
    });
  }
});
