/**
 * POST /api/consultations/{id}/messages {text}: the assistant's answer, as JSON, or as server-sent events when the
 * request accepts text/event-stream (`delta` pieces, then `done` with the same object as the JSON). 402 unpaid, 410
 * once the ten minutes are over, 404 for anyone else's. The reply's citations are checked before any of it is sent,
 * so the stream carries only checked text (API Gateway HTTP APIs deliver a Lambda's answer whole in any case).
 */
import type { ConsultationReplyResponse } from '@app/shared';
import { ownConsultation } from '../domain/consultation/session';
import { answerMessage, toEventStream } from '../domain/consultation/turn';
import { api, header, json } from './lib/api';

export const handler = api('consultation-message', async ({ user, deps, params, body, event }) => {
  const c = await ownConsultation(deps.store, user.id, params.id);
  const result = await answerMessage(deps, user, c, body.text);
  if ((header(event, 'accept') ?? '').includes('text/event-stream'))
    return {
      statusCode: 200,
      headers: {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      },
      body: toEventStream(result),
    };
  const out: ConsultationReplyResponse = { reply: result.reply, expiresAt: result.expiresAt };
  return json(200, out);
});
