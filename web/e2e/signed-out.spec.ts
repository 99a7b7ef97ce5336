import { expect, test } from '@playwright/test';
import { expectToast } from './helpers';

test.describe('a signed-out visitor', () => {
  for (const path of ['/upload', '/debt-flow']) {
    test(`on ${path} is told they are logged out, then sent to sign in`, async ({ page }) => {
      const reloginRequests: number[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname === '/api/login') reloginRequests.push(Date.now());
      });
      await page.goto(path);
      await expectToast(page, 'Unauthorized', 'You are logged out. Logging in again...');
      const toastAt = Date.now();
      await expect(page).toHaveURL(/\/login$/);
      // through the spec's re-login step (GET /api/login), about 500 ms after the toast
      expect(reloginRequests).toHaveLength(1);
      expect(reloginRequests[0] - toastAt).toBeGreaterThan(150);
      await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
    });
  }
});
