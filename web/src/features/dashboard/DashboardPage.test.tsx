// @vitest-environment jsdom
import '../../test/setup';
import type { CaseSummary, CreditLedgerResponse, DebtLetterSummary, UserView } from '@app/shared/api';
import type { OpenDeadline } from '@app/shared/tracker';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import DashboardPage from './DashboardPage';

const user: UserView = {
  id: 'u1',
  email: 'sam@example.com',
  firstName: 'Sam',
  lastName: 'Jones',
  credits: 999999,
  isAdmin: false,
  address: '',
};

const letter = (over: Partial<DebtLetterSummary>): DebtLetterSummary => ({
  id: 'l',
  status: 'completed',
  createdAt: '2026-01-15T10:00:00.000Z',
  creditorName: null,
  originalFileName: 'scan.pdf',
  debtType: 'credit_card',
  debtAmount: 1234.5,
  accountNumber: 'ACC-1',
  sequenceNumber: 1,
  unsure: [],
  creditorEmail: null,
  responseDeadline: null,
  error: null,
  hasContent: true,
  caseId: null,
  sent: [],
  respondBy: null,
  ...over,
});

const deadline = (over: Partial<OpenDeadline>): OpenDeadline => ({
  id: 'x',
  letterId: 'x',
  kind: 'debt',
  title: 'Letter to Lowell',
  caseId: 'case1',
  organisation: 'Lowell',
  reference: 'ACC-1',
  sentAt: '2026-01-02',
  method: 'post',
  enclosures: [],
  respondBy: '2026-01-20',
  state: 'overdue',
  workingDaysLeft: -3,
  rule: null,
  source: null,
  nextStep: 'Send the 2nd letter.',
  reminderSentAt: null,
  nextLetterStage: 2,
  ...over,
});

let letters: DebtLetterSummary[] = [];
let deadlines: OpenDeadline[] = [];
let cases: CaseSummary[] = [];
let ledger: CreditLedgerResponse['entries'] = [];
const server = setupServer(
  http.get('*/api/user', () => HttpResponse.json(user)),
  http.get('*/api/my-letters', () => HttpResponse.json(letters)),
  http.get('*/api/deadlines', () => HttpResponse.json({ deadlines })),
  http.get('*/api/cases', () => HttpResponse.json(cases)),
  http.get('*/api/credit-ledger', () => HttpResponse.json({ entries: ledger })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('dashboard', () => {
  it('greets the user, shows unlimited credits and the empty state', async () => {
    letters = [];
    renderWithApp(<DashboardPage />, { path: '/dashboard', route: '/dashboard' });
    expect(await screen.findByText('No letters yet')).toBeInTheDocument();
    expect(screen.getByText('Welcome back, Sam.')).toBeInTheDocument();
    expect(screen.queryByText(/Welcome to FairReply/)).not.toBeInTheDocument();
    expect(screen.getByTestId('credits-available')).toHaveTextContent('Unlimited');
  });

  it('shows the credit history, newest first, purchases included', async () => {
    letters = [];
    ledger = [
      {
        at: '2026-12-21T10:00:00.000Z',
        delta: 6,
        reason: 'purchase',
        paymentId: 'pi_1',
        note: '6 Professional Debt Letters',
      },
      { at: '2026-12-20T10:00:00.000Z', delta: 1, reason: 'signup' },
    ];
    renderWithApp(<DashboardPage />, { path: '/dashboard', route: '/dashboard' });
    const history = await screen.findByTestId('credit-history');
    const rows = within(history).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Purchase · 6 Professional Debt Letters21 December 2026+6');
    expect(rows[1]).toHaveTextContent('Free sign-up credit20 December 2026+1');
  });

  it('renders each letter with its sequence badge, colour, type label, amount and status', async () => {
    letters = [
      letter({ id: 'a', creditorName: 'Lowell', sequenceNumber: 1 }),
      letter({
        id: 'b',
        creditorName: 'Cabot',
        sequenceNumber: 2,
        debtType: 'parking',
        responseDeadline: '2026-02-12T00:00:00.000Z',
      }),
      letter({
        id: 'c',
        creditorName: null,
        originalFileName: 'council.png',
        sequenceNumber: 3,
        debtType: 'council_tax',
      }),
      letter({
        id: 'd',
        creditorName: 'Moorcroft',
        sequenceNumber: 4,
        debtType: '',
        status: 'processing',
        hasContent: false,
      }),
      letter({
        id: 'e',
        creditorName: 'Link',
        sequenceNumber: 1,
        status: 'failed',
        error: 'The file could not be read',
        hasContent: false,
      }),
      // Just uploaded: nothing read yet.
      letter({
        id: 'f',
        creditorName: null,
        originalFileName: 'new-upload.pdf',
        sequenceNumber: null,
        debtType: null,
        debtAmount: null,
        status: 'processing',
        hasContent: false,
      }),
    ];
    renderWithApp(<DashboardPage />, { path: '/dashboard', route: '/dashboard' });

    const lowell = await screen.findByRole('listitem', { name: 'Letter: Lowell' });
    const badge1 = within(lowell).getByText('1st NOTICE');
    expect(badge1).toHaveAttribute('data-color', 'red');
    expect(within(lowell).getByText('Credit Card')).toBeInTheDocument();
    expect(within(lowell).getByText('£1,234.50')).toBeInTheDocument();
    expect(within(lowell).getByText('completed')).toHaveAttribute('data-variant', 'default');
    expect(within(lowell).getByRole('link', { name: 'View Lowell' })).toHaveAttribute('href', '/letter/a');

    const cabot = screen.getByRole('listitem', { name: 'Letter: Cabot' });
    expect(within(cabot).getByText('2nd ESTOPPEL')).toHaveAttribute('data-color', 'orange');
    expect(within(cabot).getByText('Parking Fine')).toBeInTheDocument();
    expect(within(cabot).getByText('12 February 2026')).toBeInTheDocument();

    const council = screen.getByRole('listitem', { name: 'Letter: council.png' });
    expect(within(council).getByText('3rd FINAL')).toHaveAttribute('data-color', 'green');

    const moorcroft = screen.getByRole('listitem', { name: 'Letter: Moorcroft' });
    expect(within(moorcroft).getByText('4th LETTER')).toHaveAttribute('data-color', 'blue');
    expect(within(moorcroft).getByText('Reading your letter…')).toBeInTheDocument();
    expect(within(moorcroft).getByText('processing')).toHaveAttribute('data-variant', 'secondary');
    expect(within(moorcroft).queryByRole('button', { name: /Download PDF/ })).not.toBeInTheDocument();

    const failed = screen.getByRole('listitem', { name: 'Letter: Link' });
    expect(within(failed).getByText(/The file could not be read/)).toHaveTextContent(/credit refunded/i);

    const fresh = screen.getByRole('listitem', { name: 'Letter: new-upload.pdf' });
    expect(within(fresh).getByText('Reading your letter…')).toBeInTheDocument();
    expect(fresh).not.toHaveTextContent(/0th|Unknown|LETTER/);

    expect(screen.getByTestId('letters-generated')).toHaveTextContent('6');
  });

  it('shows Overdue and Due soon most urgent first, the next letter offered, cases and the credit history', async () => {
    letters = [];
    deadlines = [
      deadline({ id: 'a', letterId: 'a', organisation: 'Lowell', workingDaysLeft: -5 }),
      deadline({ id: 'b', letterId: 'b', organisation: 'Cabot', workingDaysLeft: -1, nextLetterStage: 3 }),
      deadline({
        id: 'c',
        letterId: 'c',
        organisation: 'Moorcroft',
        state: 'due-soon',
        workingDaysLeft: 2,
        respondBy: '2026-02-03',
      }),
      deadline({ id: 'd', letterId: 'd', organisation: 'Later Ltd', state: 'waiting', workingDaysLeft: 9 }),
    ];
    cases = [
      {
        id: 'case1',
        organisation: 'Lowell',
        reference: 'ACC-1',
        createdAt: '2026-01-01T00:00:00Z',
        updatedAt: '2026-01-02T00:00:00Z',
        received: 1,
        sent: 1,
        respondBy: '2026-01-20',
        nextStage: 2,
      },
    ];
    ledger = [
      { at: '2026-01-02T10:00:00Z', delta: -1, reason: 'spend', letterId: 'a' },
      { at: '2026-01-01T10:00:00Z', delta: 1, reason: 'signup' },
    ];
    renderWithApp(<DashboardPage />, { path: '/dashboard', route: '/dashboard' });

    const overdue = await screen.findByRole('list', { name: 'Overdue' });
    const items = within(overdue).getAllByRole('listitem');
    expect(items.map((i) => i.getAttribute('aria-label'))).toEqual(['Deadline: Lowell', 'Deadline: Cabot']);
    expect(within(items[0]).getByText('5 working days overdue')).toBeInTheDocument();
    expect(within(items[0]).getByRole('link', { name: 'Write the 2nd letter' })).toHaveAttribute(
      'href',
      '/dashboard?case=case1&next=1',
    );
    expect(within(items[1]).getByRole('link', { name: 'Write the 3rd letter' })).toBeInTheDocument();
    const soon = screen.getByRole('list', { name: 'Due soon' });
    expect(within(soon).getByText('2 working days left')).toBeInTheDocument();
    expect(within(soon).queryByRole('link', { name: /Write the/ })).not.toBeInTheDocument();
    expect(screen.getByText(/1 more reply is awaited/)).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Lowell · ACC-1' })).toHaveAttribute(
      'href',
      '/dashboard?case=case1',
    );
    const history = await screen.findByTestId('credit-history');
    expect(within(history).getByText('Letter')).toBeInTheDocument();
    expect(within(history).getByText('−1')).toBeInTheDocument();
    expect(within(history).getByText('+1')).toBeInTheDocument();
    deadlines = [];
    cases = [];
    ledger = [];
  });

  it('sends signed-out visitors to the login page', async () => {
    server.use(
      http.get('*/api/user', () => HttpResponse.json({ message: 'Not signed in' }, { status: 401 })),
    );
    renderWithApp(<DashboardPage />, { path: '/dashboard', route: '/dashboard' });
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });
});
