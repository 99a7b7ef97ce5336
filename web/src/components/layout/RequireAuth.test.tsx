// @vitest-environment jsdom
import '../../test/setup';
import { screen } from '@testing-library/react';
import { UNAUTHORIZED_REDIRECT_MS } from '@app/shared/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DebtFlowPage from '../../features/debt-flow/DebtFlowPage';
import UploadPage from '../../features/upload/UploadPage';
import { renderWithApp } from '../../test/render';
import { dismissToast } from '../ui/Toast';
import { navigation, RELOGIN_URL } from './RequireAuth';

/** The server as a signed-out visitor meets it: every API call answers 401 (and when, for the timing check). */
let answeredAt = 0;
beforeEach(() => {
  dismissToast(); // the toast store outlives a test: start with none showing
  answeredAt = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      answeredAt ||= Date.now(); // the first 401 is what the screen reacts to
      return new Response(JSON.stringify({ message: 'Unauthorized' }), { status: 401 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe.each([
  ['/upload', UploadPage],
  ['/debt-flow', DebtFlowPage],
])('a signed-out visitor on %s', (path, Screen) => {
  it("sees 'Unauthorized' and is sent to sign in 500 ms later", async () => {
    let assignedAt = 0;
    const assign = vi.spyOn(navigation, 'assign').mockImplementation(() => {
      assignedAt = Date.now();
    });
    renderWithApp(<Screen />, { path });
    await screen.findByText('You are logged out. Logging in again...');
    expect(screen.getByText('Unauthorized')).toBeInTheDocument();
    // not to /login directly: the screen stays until the re-login step takes over
    expect(screen.queryByText('Login page')).not.toBeInTheDocument();
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith(RELOGIN_URL), { timeout: 2000 });
    // the toast follows the 401; the redirect comes at least 500 ms after it
    expect(assignedAt - answeredAt).toBeGreaterThanOrEqual(UNAUTHORIZED_REDIRECT_MS);
    expect(assign).toHaveBeenCalledTimes(1);
  });
});
