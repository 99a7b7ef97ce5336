import { expect, test } from '@playwright/test';
import { expectToast, signIn, uniqueEmail } from './helpers';

test.describe('accounts', () => {
  test('a visitor signs up from the landing page and lands on a dashboard with 1 free credit', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Generate Your GDPR Letter Now' })).toHaveAttribute(
      'href',
      '/login',
    );
    await expect(page.getByRole('link', { name: /single letter/i })).toHaveAttribute(
      'href',
      '/checkout?plan=single',
    );

    // an empty email is refused with the spec's toast before anything is sent
    await page.getByRole('button', { name: 'Get Started - 1 Free Credit' }).click();
    await expectToast(page, 'Email required', 'Please enter your email address');

    await page.getByLabel('Email').fill(uniqueEmail('alice'));
    await page.getByLabel('First name').fill('Alice');
    await page.getByLabel('Last name').fill('Smith');
    await page.getByRole('button', { name: 'Get Started - 1 Free Credit' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expectToast(page, 'Welcome!', 'Successfully logged in to the product');
    await expect(page.getByText('Welcome to FairReply, Alice. Your account is ready.')).toBeVisible();
    await expect(page.getByTestId('credits-available')).toHaveText('1');
    await expect(page.getByText('No letters yet')).toBeVisible();
  });

  test('the login page asks for an email, then names only for a new account, and signs the person in', async ({
    page,
  }) => {
    await page.goto('/login');
    await expect(page.getByLabel('First name')).toHaveCount(0);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectToast(page, 'Email required', 'Please enter your email address');
    await expect(page).toHaveURL(/\/login$/);

    const email = uniqueEmail('bob');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByText('There is no account for this email yet.', { exact: false })).toBeVisible();
    await expect(page.getByLabel('First name')).toBeFocused();
    await page.getByLabel('First name').fill('Bob');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expectToast(page, 'Success!', 'Logged in successfully');
    await expect(page.getByText('Welcome to FairReply, Bob. Your account is ready.')).toBeVisible();

    // Signed-in people who open /login go straight back to the dashboard.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/dashboard$/);

    // Back after logging out: the email alone signs Bob in, and he is welcomed back.
    await page.getByRole('button', { name: 'Logout' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/login');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Welcome back, Bob.')).toBeVisible();
  });

  test('Quick Test Login signs in the test account', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Quick Test Login' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // The shared test account is new the first time any journey uses it, returning after that.
    await expect(page.getByText(/^Welcome (back|to FairReply), Test\./)).toBeVisible();
  });

  test('logging out returns home and protects the dashboard again', async ({ page }) => {
    await signIn(page, uniqueEmail('carol'), 'Carol');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    const nav = page.getByRole('banner');
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Debt Letters' })).toHaveCount(0);

    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a signed-in person sees the full navigation, without Admin', async ({ page }) => {
    await signIn(page, uniqueEmail('dan'), 'Dan');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of [
      'Help & FAQ',
      'GDPR Guide',
      'Debt Letters',
      'Credit Cleanse',
      'GDPR Challenge',
      'GDPR Letters',
      'ICO Complaints',
    ]) {
      await expect(nav.getByRole('link', { name })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await expect(page.getByText('Credits: 1')).toBeVisible();

    const res = await page.request.get('/api/admin/users');
    expect(res.status()).toBe(403);
  });

  test('an admin creates a user, grants unlimited credits and deletes the user', async ({ page }) => {
    await signIn(page, 'admin@example.com', 'Ada', 'Admin');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible();

    const email = uniqueEmail('newuser');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Credits').fill('2');
    await page.getByRole('button', { name: 'Create User' }).click();
    await expectToast(page, 'User created successfully');

    const row = page.getByRole('listitem', { name: `User ${email}` });
    await expect(row).toBeVisible();
    await expect(row.getByTestId('user-credits')).toHaveText('2');
    await expect(
      page.getByRole('listitem', { name: 'User admin@example.com' }).getByText('Admin', { exact: true }),
    ).toBeVisible();

    await row.getByRole('button', { name: 'Give Unlimited' }).click();
    await expectToast(page, 'Unlimited credits granted');
    await expect(row.getByTestId('user-credits')).toHaveText('Unlimited');

    // Unlimited can be taken back: the admin sets a number of credits instead.
    await row.getByLabel('New balance').fill('5');
    await row.getByRole('button', { name: 'Set (ends unlimited)' }).click();
    await expectToast(page, 'Credits updated', `${email} now has 5 credits.`);
    await expect(row.getByTestId('user-credits')).toHaveText('5');

    await row.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByText('Are you sure you want to delete this user?')).toBeVisible();
    await expect(dialog).toContainText(`The account ${email}, its 0 letters`);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'User deleted successfully');
    await expect(row).toHaveCount(0);
  });

  test('an unknown address shows the 404 page', async ({ page }) => {
    await page.goto('/this-page-does-not-exist');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the mobile menu offers AI Lawyer and no Credit Cleanse', async ({ page }) => {
      await signIn(page, uniqueEmail('erin'), 'Erin');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('navigation', { name: 'Mobile' });
      await expect(menu.getByRole('link', { name: 'AI Lawyer' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Debt Letters' })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Credit Cleanse' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Credit Cleanse' })).toHaveCount(0);
    });
  });
});
