// @vitest-environment jsdom
import '../../test/setup';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import ConfirmSignInPage from './ConfirmSignInPage';

const TOKEN = 'tok_ABC-123_xyz';
let calls: { url: string; method: string; body: unknown }[] = [];
let confirmAnswer: Response;

beforeEach(() => {
  calls = [];
  confirmAnswer = new Response(JSON.stringify({ user: { id: 'u1', email: 'me@example.com', credits: 1 } }));
  window.history.replaceState(null, '', `/login/confirm#token=${encodeURIComponent(TOKEN)}`);
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({
        url,
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      if (url === '/api/auth/verify') return confirmAnswer;
      return new Response(JSON.stringify({ message: 'Unauthorized' }), { status: 401 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('the sign-in confirmation page', () => {
  it('uses nothing up on opening; the button POSTs the token from the fragment, which leaves the address bar', async () => {
    renderWithApp(<ConfirmSignInPage />, { path: '/login/confirm' });
    const button = await screen.findByRole('button', { name: 'Sign in' });
    expect(window.location.hash).toBe('');
    expect(calls.filter((c) => c.url === '/api/auth/verify')).toEqual([]);
    fireEvent.click(button);
    await screen.findByText('Dashboard page');
    expect(calls.filter((c) => c.url === '/api/auth/verify')).toEqual([
      { url: '/api/auth/verify', method: 'POST', body: { token: TOKEN } },
    ]);
  });

  it("shows the server's message for a used link and offers a new one", async () => {
    confirmAnswer = new Response(
      JSON.stringify({
        message: 'This sign-in link has expired or has already been used. Please ask for a new one.',
      }),
      { status: 400 },
    );
    renderWithApp(<ConfirmSignInPage />, { path: '/login/confirm' });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/already been used/);
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/login');
  });

  it('without a token it goes to the login page', async () => {
    window.history.replaceState(null, '', '/login/confirm');
    renderWithApp(<ConfirmSignInPage />, { path: '/login/confirm' });
    await screen.findByText('Login page');
  });
});
