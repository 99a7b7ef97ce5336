// @vitest-environment jsdom
import '../../test/setup';
import type { DebtLetterSummary, UserView } from '@app/shared/api';
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
  responseDeadline: null,
  error: null,
  hasContent: true,
  caseId: null,
  sent: [],
  respondBy: null,
  ...over,
});

let letters: DebtLetterSummary[] = [];
const server = setupServer(
  http.get('*/api/user', () => HttpResponse.json(user)),
  http.get('*/api/my-letters', () => HttpResponse.json(letters)),
  http.get('*/api/credit-ledger', () =>
    HttpResponse.json({
      entries: [
        {
          at: '2026-12-21T10:00:00.000Z',
          delta: 6,
          reason: 'purchase',
          paymentId: 'pi_1',
          note: '6 Professional Debt Letters',
        },
        { at: '2026-12-20T10:00:00.000Z', delta: 1, reason: 'signup' },
      ],
    }),
  ),
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

  it('sends signed-out visitors to the login page', async () => {
    server.use(
      http.get('*/api/user', () => HttpResponse.json({ message: 'Not signed in' }, { status: 401 })),
    );
    renderWithApp(<DashboardPage />, { path: '/dashboard', route: '/dashboard' });
    expect(await screen.findByText('Login page')).toBeInTheDocument();
  });
});
