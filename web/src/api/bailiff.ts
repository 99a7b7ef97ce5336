import type { BailiffCheckResult } from '@app/shared/api';
import { sendJson } from './client';

export function verifyBailiff(bailiffName: string, certificateNumber = ''): Promise<BailiffCheckResult> {
  return sendJson<BailiffCheckResult>('/api/verify-bailiff', { bailiffName, certificateNumber });
}
