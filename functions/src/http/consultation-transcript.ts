/** GET /api/consultations/{id}/transcript-pdf: the conversation as a PDF (the letters' renderer and fonts). */
import { ownConsultation } from '../domain/consultation/session';
import { transcriptText } from '../domain/consultation/transcript';
import { renderTextPdf } from '../letters/render/pdf';
import { api, file } from './lib/api';

export const handler = api('consultation-transcript', async ({ user, deps, params }) => {
  const c = await ownConsultation(deps.store, user.id, params.id);
  const pdf = await renderTextPdf(transcriptText(c, deps.config.publicUrl), 'Consultation transcript');
  return file(pdf, 'application/pdf', `consultation-${c.id.slice(-8)}.pdf`);
});
