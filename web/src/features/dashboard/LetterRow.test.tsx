// @vitest-environment jsdom
import '../../test/setup';
import type { DebtLetterSummary } from '@app/shared/api';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { LetterRow } from './LetterRow';

const row = (over: Partial<DebtLetterSummary>): DebtLetterSummary => ({
  id: 'l1',
  status: 'completed',
  createdAt: '2026-01-15T10:00:00.000Z',
  creditorName: 'Quayside Credit Ltd',
  originalFileName: 'scan.pdf',
  debtType: 'debt_collection',
  debtAmount: 612.4,
  accountNumber: 'QC-80417',
  sequenceNumber: 1,
  responseDeadline: null,
  error: null,
  hasContent: true,
  caseId: null,
  sent: [],
  respondBy: null,
  unsure: [],
  creditorEmail: null,
  ...over,
});

const noop = () => undefined;
const render = (l: DebtLetterSummary) =>
  renderWithApp(
    <ul>
      <LetterRow letter={l} onDownload={noop} onEmail={noop} onDelete={noop} />
    </ul>,
  );

describe('LetterRow: a guessed field is never shown as certain', () => {
  it('marks each unsure field, and only those, and points to the letter page', () => {
    render(row({ unsure: ['accountNumber', 'debtAmount'] }));
    const item = screen.getByRole('listitem', { name: 'Letter: Quayside Credit Ltd' });
    const marks = within(item).getAllByText('(not sure we read this right: please check)');
    expect(marks).toHaveLength(2);
    expect(marks[0].closest('dd')?.textContent).toContain('£612.40');
    expect(marks[1].closest('dd')?.textContent).toContain('QC-80417');
    expect(within(item).getByRole('link', { name: 'check them on the letter page' })).toHaveAttribute(
      'href',
      '/letter/l1',
    );
  });

  it('a row read with confidence has no mark', () => {
    render(row({}));
    expect(screen.queryByText('(not sure we read this right: please check)')).toBeNull();
    expect(screen.queryByText('check them on the letter page')).toBeNull();
  });
});
