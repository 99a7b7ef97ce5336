/**
 * POST /api/consultations/{id}/documents (multipart, one file): checked and read as a debt upload is (content, size,
 * image structure; PDF text or OCR), at no credit: the consultation is paid for. The assistant says what it read.
 */
import {
  MAX_CONSULTATION_DOCUMENTS,
  type ConsultationDocumentResponse,
  type ConsultationMessage,
} from '@app/shared';
import { describeDocument, readConsultationDocument } from '../domain/consultation/documents';
import {
  CONSULTATION_SESSION,
  endIfExpired,
  ownConsultation,
  requireOpen,
} from '../domain/consultation/session';
import { api, json } from './lib/api';
import { badRequest, HttpError } from './lib/errors';
import { parseMultipart } from './lib/multipart';

export const handler = api('consultation-document', async ({ event, user, deps, params }) => {
  const c = await endIfExpired(deps.store, await ownConsultation(deps.store, user.id, params.id));
  requireOpen(c);
  if ((c.documents?.length ?? 0) >= MAX_CONSULTATION_DOCUMENTS)
    throw new HttpError(409, `A consultation can read up to ${MAX_CONSULTATION_DOCUMENTS} documents.`);
  const { file } = await parseMultipart(event);
  if (!file) throw badRequest('Please choose a document to upload (PDF, JPG or PNG).');
  const read = await readConsultationDocument(file.data, file.filename, file.truncated, deps.ocr);
  if (!read.ok) throw badRequest(read.message);
  const { text: _text, ...document } = read.document;
  const note: ConsultationMessage = {
    role: 'assistant',
    text: describeDocument(document),
    at: new Date().toISOString(),
  };
  await deps.store.updateRecord(
    CONSULTATION_SESSION,
    user.id,
    c.id,
    {},
    { append: { documents: [read.document], messages: [note] } },
  );
  const out: ConsultationDocumentResponse & { note: ConsultationMessage } = { document, note };
  return json(201, out);
});
