// @vitest-environment jsdom
import '../../test/setup';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DebtLetterDetail } from '@app/shared/api';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '../../components/ui/Toast';
import { renderWithApp } from '../../test/render';
import LetterOutputPage from './LetterOutputPage';

/** A signed-in person and one completed letter; PUT /api/letters/{id} stores the new text. */
function fakeServer(letter: DebtLetterDetail) {
  const stored = { ...letter };
  const puts: unknown[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    if (url === '/api/user')
      return json({ id: 'u1', email: 'ann@example.com', firstName: 'Ann', credits: 1, isAdmin: false });
    if (url === `/api/debt-letter/${letter.id}` && method === 'GET') return json(stored);
    if (url === `/api/letters/${letter.id}` && method === 'PUT') {
      const body = JSON.parse(String(init?.body)) as { rebuttalText: string };
      puts.push(body);
      stored.rebuttalText = body.rebuttalText;
      return json({ message: 'Letter updated' });
    }
    if (url === `/api/debt-letter/${letter.id}/fields` && method === 'PUT') {
      const body = JSON.parse(String(init?.body)) as { disputeReason?: string };
      puts.push(body);
      // The server writes the letter again, now disputing the debt and quoting the user.
      Object.assign(stored, {
        disputes: true,
        rebuttalText: `Dear Sirs,\n\nI dispute this debt.\n\nIn addition, I would like you to know the following: ${body.disputeReason}\n\nYours faithfully`,
      });
      return json(stored);
    }
    return json({ message: 'Not Found' }, 404);
  });
  return { fetch, puts };
}

const LETTER: DebtLetterDetail = {
  id: 'l1',
  status: 'completed',
  createdAt: '2026-03-05T10:00:00.000Z',
  creditorName: 'Harrowgate Debt Purchasing Ltd',
  originalFileName: 'F001.pdf',
  debtType: 'debt_collection',
  debtAmount: 1847.32,
  accountNumber: '7730418826',
  sequenceNumber: 1,
  responseDeadline: '2026-03-19',
  error: null,
  hasContent: true,
  rebuttalText: 'Dear Sirs,\n\nI do not acknowledge this debt.\n\nYours faithfully',
  ocrText: 'Harrowgate Debt Purchasing Ltd\nOur reference: 7730418826',
  entityType: null,
  entityName: null,
  tmNumber: null,
  feeSchedule: null,
  hasOriginal: true,
  subject: 'Account 7730418826',
  legalBases: [],
  deadlineRule: null,
  nextStep: null,
  actFirst: null,
  disputes: null,
  userNotes: [],
  creditRefunded: false,
  bailiffName: null,
  received: null,
  creditorAddress: null,
  jurisdiction: null,
  unsure: [],
  creditorEmail: null,
  caseId: null,
  sent: [],
  respondBy: null,
};

beforeEach(() => dismissToast());
afterEach(() => vi.unstubAllGlobals());

describe('the letter page editor', () => {
  it("saves an edit, shows 'Saved' — 'Letter changes saved successfully' and closes the editor", async () => {
    const server = fakeServer(LETTER);
    vi.stubGlobal('fetch', server.fetch);
    const user = userEvent.setup();
    renderWithApp(<LetterOutputPage />, { path: '/letter/l1', route: '/letter/:id' });

    await user.click(await screen.findByRole('button', { name: 'Edit Letter' }));
    const editor = screen.getByLabelText('Letter text');
    await user.type(editor, '{Control>}{End}{/Control}\n\nP.S. Please reply in writing only.');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    await screen.findByText('Letter changes saved successfully');
    expect(screen.getByText('Saved')).toBeInTheDocument();
    expect(screen.queryByLabelText('Letter text')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Letter' })).toBeInTheDocument();
    expect(within(screen.getByTestId('letter-text')).getByText(/Please reply in writing only/)).toBeTruthy();
    expect(server.puts).toEqual([
      {
        rebuttalText:
          'Dear Sirs,\n\nI do not acknowledge this debt.\n\nYours faithfully\n\nP.S. Please reply in writing only.',
      },
    ]);
  });
});

describe('the notes beside the letter', () => {
  it('shows what the user must know before sending it, above the letter, and never inside it', async () => {
    const note =
      'The 30 days to reply to the Letter of Claim ended on 10 December 2026. Send this reply at once.';
    const server = fakeServer({ ...LETTER, userNotes: [note] });
    vi.stubGlobal('fetch', server.fetch);
    renderWithApp(<LetterOutputPage />, { path: '/letter/l1', route: '/letter/:id' });

    const notes = await screen.findByTestId('letter-notes');
    expect(within(notes).getByText(note)).toBeInTheDocument();
    expect(screen.getByText('Read this before you send it')).toBeInTheDocument();
    expect(within(screen.getByTestId('letter-text')).queryByText(/30 days to reply/)).toBeNull();
    // Above the letter: the notes come first in the page's order.
    expect(
      notes.compareDocumentPosition(screen.getByTestId('letter-text')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('lists what cannot wait for the reply first in the next steps, and what follows the deadline last', async () => {
    const actFirst = 'Deal with the vehicle first: storage is charged for every day it stays in the pound.';
    const nextStep = 'If the information does not arrive by the deadline, send the 2nd letter (Follow-up).';
    const server = fakeServer({ ...LETTER, actFirst, nextStep });
    vi.stubGlobal('fetch', server.fetch);
    renderWithApp(<LetterOutputPage />, { path: '/letter/l1', route: '/letter/:id' });
    const steps = within(await screen.findByTestId('next-steps')).getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent(`First: ${actFirst}`);
    expect(steps[1]).toHaveTextContent(/^Check the letter/);
    expect(steps.at(-1)).toHaveTextContent(nextStep);
  });

  it('an uploaded letter that disputes nothing asks why the user disputes it, and a reason writes it again', async () => {
    const received = {
      creditorName: 'Harrowgate Debt Purchasing Ltd',
      debtAmount: 1847.32,
      accountNumber: '7730418826',
      debtType: 'debt_collection',
      stage: 1 as const,
      kind: null,
      dates: {},
      confidence: {},
    };
    const server = fakeServer({ ...LETTER, received, disputes: false });
    vi.stubGlobal('fetch', server.fetch);
    const user = userEvent.setup();
    renderWithApp(<LetterOutputPage />, { path: '/letter/l1', route: '/letter/:id' });

    const panel = await screen.findByTestId('dispute-reason');
    await user.click(within(panel).getByRole('button', { name: 'Add my reason and update my letter' }));
    expect(within(panel).getByRole('alert')).toHaveTextContent('Write why you dispute it first');
    expect(server.puts).toEqual([]);

    await user.type(within(panel).getByLabelText(/Why you dispute it/), 'I never had an account with them.');
    await user.click(within(panel).getByRole('button', { name: 'Add my reason and update my letter' }));
    await screen.findByText(/now says that you dispute it/);
    expect(server.puts).toEqual([{ disputeReason: 'I never had an account with them.' }]);
    expect(
      within(screen.getByTestId('letter-text')).getByText(/I never had an account with them/),
    ).toBeTruthy();
    expect(screen.queryByTestId('dispute-reason')).toBeNull();
  });

  it('asks for no reason when the letter already disputes the debt, or was not read from an upload', async () => {
    for (const letter of [
      { ...LETTER, disputes: true },
      { ...LETTER, disputes: false },
    ]) {
      const server = fakeServer(letter);
      vi.stubGlobal('fetch', server.fetch);
      const { unmount } = renderWithApp(<LetterOutputPage />, { path: '/letter/l1', route: '/letter/:id' });
      await screen.findByTestId('letter-text');
      expect(screen.queryByTestId('dispute-reason')).toBeNull();
      unmount();
    }
  });

  it('shows no notes card when the engine had nothing to add', async () => {
    const server = fakeServer(LETTER);
    vi.stubGlobal('fetch', server.fetch);
    renderWithApp(<LetterOutputPage />, { path: '/letter/l1', route: '/letter/:id' });
    await screen.findByTestId('letter-text');
    expect(screen.queryByTestId('letter-notes')).toBeNull();
  });
});
