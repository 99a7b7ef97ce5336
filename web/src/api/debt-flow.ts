/** The debt defence flow's calls: the creditor email lookup and the letter itself (part 1 §7). */
import type { CreditorEmailResult, GenerateRebuttalResponse } from '@app/shared/api';
import type { DebtFlowRequest } from '@app/shared/schemas';
import type { z } from 'zod';
import { sendJson } from './client';

/** What the form sends (before the server's defaults are applied). */
export type DebtFlowBody = z.input<typeof DebtFlowRequest>;

export function findCreditorEmail(creditorName: string): Promise<CreditorEmailResult> {
  return sendJson<CreditorEmailResult>('/api/find-creditor-email', { creditorName });
}

export function generateRebuttal(body: DebtFlowBody): Promise<GenerateRebuttalResponse> {
  return sendJson<GenerateRebuttalResponse>('/api/generate-rebuttal', body);
}
