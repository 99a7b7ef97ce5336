import type { IcoComplaintResponse } from '@app/shared/api';
import type { IcoComplaintRequest } from '@app/shared/schemas';
import { sendJson } from './client';

export type IcoComplaintInput = Partial<IcoComplaintRequest> &
  Pick<IcoComplaintRequest, 'companyName' | 'violationType' | 'originalGdprDate'>;

/** POST /api/ico-complaint: 1 credit, taken with the stored complaint (402 at 0). */
export function createIcoComplaint(body: IcoComplaintInput): Promise<IcoComplaintResponse> {
  return sendJson<IcoComplaintResponse>('/api/ico-complaint', body);
}
