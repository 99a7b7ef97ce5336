// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { hasSessionHint, setSessionHint, shouldAskForUser } from './session-hint';

describe('whether to ask GET /api/user', () => {
  beforeEach(() => localStorage.clear());

  it('skips the question on public pages in a browser never signed in (no 401 in the console)', () => {
    expect(hasSessionHint()).toBe(false);
    for (const path of ['/', '/login', '/login/', '/features', '/pro', '/help', '/gdpr-faq'])
      expect(shouldAskForUser(path), path).toBe(false);
  });

  it('always asks on other pages: an emailed sign-in link lands on /dashboard in a browser with no hint', () => {
    for (const path of ['/dashboard', '/upload', '/letter/abc', '/admin', '/checkout', '/no-such-page'])
      expect(shouldAskForUser(path), path).toBe(true);
  });

  it('asks everywhere once signed in, and stops after signing out', () => {
    setSessionHint(true);
    expect(shouldAskForUser('/')).toBe(true);
    setSessionHint(false);
    expect(shouldAskForUser('/')).toBe(false);
  });
});
