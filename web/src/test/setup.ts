/** Imported explicitly by each web test file (the root vitest config owns the environment). */
import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { setSessionHint } from '../api/session-hint';

// Screens under test are rendered at a MemoryRouter path while jsdom's own location stays '/': say this browser
// was signed in, so GET /api/user is always asked, as it is on every signed-in page.
beforeEach(() => setSessionHint(true));

afterEach(() => {
  cleanup();
});
