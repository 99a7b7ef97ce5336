/**
 * axe-core on every route of the SPA, at desktop (1280×800) and phone (375×740) size, signed out and signed in:
 * no violation of any impact. Routes come from the same list the server uses (@app/shared/spa-paths), so a new
 * page is checked as soon as it is routed; ':id' is a real letter of the signed-in user.
 */
import AxeBuilder from '@axe-core/playwright';
import { SPA_PATHS } from '@app/shared/spa-paths';
import { expect, test, type Page } from '@playwright/test';
import { longWordsLetterPdf, signIn, uniqueEmail, uploadLetter, waitForScreen } from './helpers';

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 375, height: 740 } },
];

async function violations(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await waitForScreen(page);
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.map(
    (v) =>
      `${path}: [${v.impact}] ${v.id} — ${v.help}\n    ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join('\n    ')}`,
  );
}

for (const size of SIZES) {
  test.describe(`accessibility at ${size.name} size`, () => {
    test.use({ viewport: size.viewport });

    test('every route, signed out', async ({ page }) => {
      test.setTimeout(180_000);
      const found: string[] = [];
      for (const path of [...SPA_PATHS.map((p) => p.replace(':id', 'unknown-letter')), '/no-such-page'])
        found.push(...(await violations(page, path)));
      expect(found, found.join('\n')).toEqual([]);
    });

    test('every route, signed in, with a letter', async ({ page }) => {
      test.setTimeout(240_000);
      await signIn(page, uniqueEmail(`axe-${size.name}`), 'Ali', 'Khan');
      const id = await uploadLetter(page, await longWordsLetterPdf());
      const found: string[] = [];
      for (const path of [...SPA_PATHS.map((p) => p.replace(':id', id)), '/no-such-page'])
        found.push(...(await violations(page, path)));
      // The letter page while editing, and a confirmation dialog open.
      await page.goto(`/letter/${id}`);
      await waitForScreen(page);
      await page.getByRole('button', { name: 'Edit Letter' }).click();
      found.push(
        ...(await new AxeBuilder({ page }).analyze()).violations.map((v) => `edit: ${v.id} — ${v.help}`),
      );
      await page.goto('/dashboard');
      await waitForScreen(page);
      await page
        .getByRole('button', { name: /^Delete / })
        .first()
        .click();
      await expect(page.getByRole('alertdialog')).toBeVisible();
      found.push(
        ...(await new AxeBuilder({ page }).analyze()).violations.map((v) => `dialog: ${v.id} — ${v.help}`),
      );
      expect(found, found.join('\n')).toEqual([]);
    });
  });
}
