// @vitest-environment jsdom
import '../../test/setup';
import type { UserView } from '@app/shared/api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { navigation } from './account-api';
import YourDataPage from './YourDataPage';

const user: UserView = {
  id: 'u1',
  email: 'Sam.Jones@example.com',
  firstName: 'Sam',
  lastName: 'Jones',
  credits: 3,
  isAdmin: false,
  address: '',
};

let signedIn = true;
let deleteBodies: unknown[] = [];
const server = setupServer(
  http.get('*/api/user', () =>
    signedIn ? HttpResponse.json(user) : HttpResponse.json({ message: 'Please log in' }, { status: 401 }),
  ),
  http.delete('*/api/account', async ({ request }) => {
    const body = (await request.json()) as { confirm: string };
    deleteBodies.push(body);
    if (body.confirm.trim().toLowerCase() !== user.email.toLowerCase())
      return HttpResponse.json(
        { message: 'To delete your account, type its email address exactly as shown.' },
        { status: 400 },
      );
    signedIn = false;
    return HttpResponse.json({ deleted: true, records: 5, files: 1 });
  }),
  http.get(
    '*/api/account/export',
    () =>
      new HttpResponse(new Uint8Array([0x50, 0x4b, 3, 4]), {
        headers: {
          'content-type': 'application/zip',
          'content-disposition': 'attachment; filename="fairreply-data-2026-11-24.zip"',
        },
      }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  signedIn = true;
  deleteBodies = [];
  vi.restoreAllMocks();
});
afterAll(() => server.close());

const render = () => renderWithApp(<YourDataPage />, { path: '/your-data', route: '/your-data' });

describe('Your data', () => {
  it('says what deleting removes, and keeps the button off until the email is typed', async () => {
    render();
    expect(await screen.findByRole('heading', { name: 'Delete my account' })).toBeInTheDocument();
    expect(screen.getByText(/they cannot be refunded/)).toHaveTextContent('(3)');
    expect(screen.getByText(/new, empty account with 1 free credit/)).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Delete my account and all my data' });
    const input = screen.getByLabelText(/type your email address/);
    expect(button).toBeDisabled();
    fireEvent.change(input, { target: { value: 'sam@example.com' } });
    expect(button).toBeDisabled();
    fireEvent.submit(input.closest('form')!);
    expect(deleteBodies).toEqual([]);
    fireEvent.change(input, { target: { value: ' sam.jones@EXAMPLE.com ' } });
    expect(button).toBeEnabled();
  });

  it('deletes with the typed email and leaves the page signed out', async () => {
    render();
    const input = await screen.findByLabelText(/type your email address/);
    fireEvent.change(input, { target: { value: 'sam.jones@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account and all my data' }));
    expect(await screen.findByText('Your account has been deleted')).toBeInTheDocument();
    expect(deleteBodies).toEqual([{ confirm: 'sam.jones@example.com' }]);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Your data' })).not.toBeInTheDocument());
  });

  it("shows the server's reason when the deletion is refused", async () => {
    server.use(
      http.delete('*/api/account', () =>
        HttpResponse.json(
          { message: 'We are very busy right now. Please try again in a few seconds.' },
          { status: 503 },
        ),
      ),
    );
    render();
    const input = await screen.findByLabelText(/type your email address/);
    fireEvent.change(input, { target: { value: user.email } });
    fireEvent.click(screen.getByRole('button', { name: 'Delete my account and all my data' }));
    expect(await screen.findByText(/very busy right now/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Your data' })).toBeInTheDocument();
  });

  it('downloads the zip under the name the server gives', async () => {
    const created: Blob[] = [];
    URL.createObjectURL = vi.fn((b: Blob) => (created.push(b), 'blob:zip'));
    URL.revokeObjectURL = vi.fn();
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(clicked).toEqual(['fairreply-data-2026-11-24.zip']));
    expect(screen.getAllByText('Your data is downloading').length).toBeGreaterThan(0);
    expect(created[0].size).toBe(4);
  });

  it('follows the download link the server gives for a large account', async () => {
    server.use(
      http.get('*/api/account/export', () =>
        HttpResponse.json({
          downloadUrl: 'https://files.example/exports/u1/x.zip?sig=1',
          fileName: 'fairreply-data.zip',
          bytes: 5e6,
        }),
      ),
    );
    const opened: string[] = [];
    vi.spyOn(navigation, 'open').mockImplementation((url) => void opened.push(url));
    render();
    fireEvent.click(await screen.findByRole('button', { name: 'Download my data' }));
    await waitFor(() => expect(opened).toHaveLength(1));
    expect(screen.getAllByText('Your data is downloading').length).toBeGreaterThan(0);
    expect(opened).toEqual(['https://files.example/exports/u1/x.zip?sig=1']);
  });
});
