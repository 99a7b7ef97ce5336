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
