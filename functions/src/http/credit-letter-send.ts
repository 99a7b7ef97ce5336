/**
 * POST /api/credit-cleansing-letter/{id}/send-email {agency}: the product emails the letter, as a PDF, to the
 * agency's published data-protection address (functions/src/data/agency-addresses.ts), with the user's email as
 * Reply-To so the agency answers them. The send is recorded on the letter and in its case (recordSent): that is the
 * date the agency's time to answer counts from. Refused: an agency the letter is not written to (400), a letter
 * still being written (400), and a second send to the same agency within a day (429).
 */
import { CREDIT_AGENCY_NAMES, type CreditLetter, type SendToAgencyResponse } from '@app/shared';
import { isReady, letterSource, recordSent } from '../domain/letters';
import { AGENCY_SEND_ADDRESSES } from '../data/agency-addresses';
import { AGENCY_SEND_LOCK, CREDIT, creditKind, creditFileName } from '../kinds/credit';
import { renderLetterPdf, renderTextPdf } from '../letters/render/pdf';
import type { Deps } from '../runtime/deps';
import { api, json } from './lib/api';
import { badRequest, HttpError } from './lib/errors';
import { ownLetter } from './lib/owned';

const DAY_MS = 24 * 60 * 60 * 1000;

const tooSoon = (agencyName: string, last: string) =>
  new HttpError(
    429,
    `This letter was already emailed to ${agencyName} on ${new Date(last).toLocaleString('en-GB', { timeZone: 'Europe/London' })}. It can be sent again 24 hours after that; the agency's time to answer already runs from the first send.`,
  );

/**
 * Takes the per-letter, per-agency send lock: a conditional put, so of two sends at the same moment one wins. A lock
 * older than a day is stale (the last send was long enough ago) and is replaced.
 */
async function takeLock(deps: Deps, letter: CreditLetter, agencyName: string): Promise<string> {
  const id = `${letter.id}-${letter.creditAgency}`;
  const now = new Date().toISOString();
  const put = () =>
    deps.store.putRecord(AGENCY_SEND_LOCK, {
      id,
      userId: letter.userId,
      createdAt: now,
      updatedAt: now,
      agency: letter.creditAgency,
    });
  try {
    await put();
    return id;
  } catch (e) {
    const held = await deps.store.getRecord(AGENCY_SEND_LOCK, letter.userId, id);
    if (!held) throw e;
    if (Date.now() - Date.parse(held.createdAt) < DAY_MS) throw tooSoon(agencyName, held.createdAt);
    await deps.store.deleteRecord(AGENCY_SEND_LOCK, letter.userId, id);
    try {
      await put();
      return id;
    } catch {
      throw tooSoon(agencyName, now); // another send replaced the stale lock first
    }
  }
}

export const handler = api('credit-letter-send', async ({ user, deps, params, body }) => {
  const found = await ownLetter<CreditLetter>(deps, user.id, params.id, creditKind);
  const letter = found.letter;
  const written = CREDIT_AGENCY_NAMES[letter.creditAgency];
  const asked = CREDIT_AGENCY_NAMES[body.agency];
  if (body.agency !== letter.creditAgency)
    throw badRequest(
      `This letter is written to ${written}, so it cannot be sent to ${asked}. Open your ${asked} letter to send that one.`,
    );
  if (!isReady(creditKind, letter)) throw badRequest('Letter is still being generated...');
  const last = letter.lastEmailedAt?.[letter.creditAgency];
  if (last && Date.now() - Date.parse(last) < DAY_MS) throw tooSoon(written, last);

  const lockId = await takeLock(deps, letter, written);
  const to = AGENCY_SEND_ADDRESSES[letter.creditAgency];
  const src = letterSource(creditKind, letter);
  try {
    const pdf =
      src.kind === 'doc' ? await renderLetterPdf(src.doc) : await renderTextPdf(src.text, src.title);
    await deps.mailer.send({
      to: to.email,
      replyTo: user.email,
      subject: `Subject access, rectification and s.159 CCA notice — ${letter.userName}`,
      text: [
        `Dear ${written},`,
        '',
        `Please find attached a letter from ${letter.userName} about the credit reference file you hold on them, written in their own name.`,
        '',
        `Please reply to ${letter.userName} directly at ${user.email} (the Reply-To address of this message), or by post to the address in the letter.`,
      ].join('\n'),
      attachments: [
        { filename: creditFileName(letter, 'pdf'), content: pdf, contentType: 'application/pdf' },
      ],
    });
  } catch (e) {
    // Nothing went: free the lock so the user can try again at once.
    await deps.store.deleteRecord(AGENCY_SEND_LOCK, letter.userId, lockId);
    console.error(
      JSON.stringify({ level: 'error', msg: 'agency send failed', id: letter.id, error: String(e) }),
    );
    throw new HttpError(502, `The email to ${written} could not be sent. Please try again in a few minutes.`);
  }

  const sentAt = new Date().toISOString();
  const updated = await recordSent(deps, creditKind, letter, {
    sentAt: sentAt.slice(0, 10),
    method: 'email',
    enclosures: [`PDF of the letter (${creditFileName(letter, 'pdf')})`],
    to: to.email,
  });
  await deps.store.updateRecord(CREDIT, letter.userId, letter.id, {
    sentTo: Array.from(new Set([...(letter.sentTo ?? []), letter.creditAgency])),
    lastEmailedAt: { ...letter.lastEmailedAt, [letter.creditAgency]: sentAt },
  });
  const res: SendToAgencyResponse = {
    sent: true,
    agency: letter.creditAgency,
    to: to.email,
    sentAt,
    respondBy: updated.respondBy ?? null,
  };
  return json(200, res);
});
