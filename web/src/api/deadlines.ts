/** The deadline tracker, cases and the credit history (issue 14, issue 8 items 2–3). */
import type { CaseDetail, CaseSummary } from '@app/shared/api';
import type { RecordSentRequest } from '@app/shared/schemas';
import type {
  CalendarTokenResponse,
  DeadlinesResponse,
  EscalationResponse,
  NextLetterDraft,
  NextLetterRequest,
  RunnableJob,
} from '@app/shared/tracker';
import useSWR from 'swr';
import { apiJson, queryFetcher, sendJson } from './client';

export const DEADLINES_KEY = '/api/deadlines';
export const CASES_KEY = '/api/cases';
const caseKey = (id: string) => `/api/cases/${encodeURIComponent(id)}`;

export function useDeadlines(enabled: boolean) {
  const { data, error, mutate } = useSWR<DeadlinesResponse | null>(
    enabled ? DEADLINES_KEY : null,
    queryFetcher<DeadlinesResponse>,
  );
  return { deadlines: data?.deadlines ?? [], error: error as Error | undefined, mutate };
}

export function useCases(enabled: boolean) {
  const { data, error, mutate } = useSWR<CaseSummary[] | null>(
    enabled ? CASES_KEY : null,
    queryFetcher<CaseSummary[]>,
  );
  return { cases: data ?? [], error: error as Error | undefined, mutate };
}

export function useCase(id: string | null) {
  const { data, error, isLoading, mutate } = useSWR<CaseDetail>(id ? caseKey(id) : null, () =>
    apiJson<CaseDetail>(caseKey(id!)),
  );
  return { theCase: data, error: error as Error | undefined, isLoading, mutate };
}

export function useEscalation(id: string | null) {
  const { data, mutate } = useSWR<EscalationResponse>(id ? `${caseKey(id)}/escalation` : null, () =>
    apiJson<EscalationResponse>(`${caseKey(id!)}/escalation`),
  );
  return { escalation: data, mutate };
}

export function useNextLetterDraft(id: string | null) {
  const { data, error } = useSWR<NextLetterDraft>(id ? `${caseKey(id)}/next-letter` : null, () =>
    apiJson<NextLetterDraft>(`${caseKey(id!)}/next-letter`),
  );
  return { draft: data, error: error as Error | undefined };
}

export function recordSent(letterId: string, body: RecordSentRequest) {
  return sendJson<{ respondBy: string | null }>(
    `/api/letters/${encodeURIComponent(letterId)}/sent`,
    body,
    'PUT',
  );
}

export function recordReply(caseId: string, at: string, note: string) {
  return sendJson(`${caseKey(caseId)}/events`, { type: 'reply', at, note });
}

/** A letter the user sent themselves, recorded in the case; its reply date comes back on the event. */
export function recordOwnSend(
  caseId: string,
  body: { at: string; purpose: string; method: 'post' | 'recorded' | 'email' | 'hand'; enclosures: string[] },
) {
  return sendJson<{ event: { respondBy?: string } }>(`${caseKey(caseId)}/events`, { type: 'sent', ...body });
}

export function writeNextLetter(caseId: string, body: NextLetterRequest) {
  return sendJson<{ id: string; sequenceNumber: number }>(`${caseKey(caseId)}/next-letter`, body);
}

export const bundleUrl = (caseId: string) => `${caseKey(caseId)}/bundle.pdf`;

export function issueCalendarToken() {
  return sendJson<CalendarTokenResponse>('/api/calendar/token');
}

export function runJob(name: RunnableJob) {
  return sendJson<{ job: RunnableJob; result: Record<string, unknown> }>(
    `/api/admin/jobs/${encodeURIComponent(name)}/run`,
  );
}
