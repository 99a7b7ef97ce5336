import { bundleEntries, renderBundle } from '../domain/bundle';
import { LETTER_ID } from '../domain/letters';
import { CASE } from '../domain/records';
import { api, file } from './lib/api';
import { notFound } from './lib/errors';
import { userLetters } from './lib/cases';

/** GET /api/cases/{id}/bundle.pdf: the case's evidence bundle (index, then every letter in date order). */
export const handler = api('case-bundle', async ({ user, deps, params }) => {
  const c = LETTER_ID.test(params.id ?? '') ? await deps.store.getRecord(CASE, user.id, params.id) : null;
  if (!c) throw notFound('Case not found');
  const letters = (await userLetters(deps, user.id)).filter(({ letter }) => letter.caseId === c.id);
  const pdf = await renderBundle(c, await bundleEntries(c, letters, deps.blobs));
  const name = `evidence-bundle-${c.organisation.replace(/[^\w-]+/g, '_').slice(0, 60)}.pdf`;
  return file(pdf, 'application/pdf', name);
});
