/**
 * The account's export (UK GDPR arts. 15 and 20): one zip of everything the product holds on the user, in formats
 * they can open or take elsewhere — JSON of the account and of every record (letters of each kind, cases, the credit
 * ledger, payments, consultations and any type added later), each finished letter as the PDF its download gives, and
 * every stored file (the originals they uploaded).
 *
 *   README.txt                      what is where
 *   account.json                    the account
 *   letters/{kind}.json             every letter of that kind, as stored (with what was read from the upload)
 *   letters/{kind}/{id}-{name}.pdf  each finished letter
 *   records/{type}.json             every other record type (ledger, case, payment, consultation…)
 *   files/{area}/{id}-{name}        every stored file (files/originals: the uploads)
 */
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { LetterBase, User } from '@app/shared';
import { kindByPrefix } from '../kinds';
import { letterText } from '../kinds/kind';
import type { Blobs } from '../ports/blobs';
import type { Owned, Store } from '../ports/store';
import { collectAccountData } from './account-data';
import { isReady, letterSource, type LetterSource } from './letters';

/** The PDF renderer, given by the route (so this module does not carry the fonts into every bundle). */
export type RenderPdf = (src: LetterSource) => Promise<Uint8Array>;

const EXT: Record<string, string> = {
  'application/pdf': '.pdf',
  'image/jpeg': '.jpg',
  'image/png': '.png',
  'text/plain': '.txt',
};
/** Already compressed: stored as they are, so zipping does not spend time for nothing. */
const COMPRESSED = /\.(pdf|jpe?g|png|docx|zip)$/i;

/** A file or folder name that is safe in any unzip tool: no separators, control characters or leading dots. */
export function safeName(name: string, max = 80): string {
  const clean = name
    .normalize('NFKC')
    .replace(/[^A-Za-z0-9._ -]+/g, '_')
    .replace(/^[._ ]+/, '')
    .trim()
    .slice(0, max);
  return clean || 'file';
}

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

const README = (user: User, at: string) => `Your data at FairReply
======================

Everything FairReply holds on the account ${user.email}, as of ${at}.

account.json              your account: name, email, credits, when it was opened
letters/<kind>.json       every letter of that kind, as stored, with what we read from what you uploaded
letters/<kind>/*.pdf      each finished letter, as its PDF download gives it
records/<type>.json       everything else we keep for you: the credit history (ledger), your cases and their
                          history, payments, consultations, mail waiting to be sent
files/originals/          the files you uploaded

Besides this, while you are signed in we keep a session record for each browser (a hash of its cookie, when it
started and when it ends); it is deleted when you sign out, when it expires, or with your account.

You can delete your account and all of this on the "Your data" page.
`;

export interface AccountExport {
  zip: Uint8Array;
  fileName: string;
  counts: { records: number; letters: number; pdfs: number; files: number };
}

export async function exportAccount(
  deps: { store: Store; blobs: Blobs },
  user: User,
  renderPdf: RenderPdf,
  now = new Date(),
): Promise<AccountExport> {
  const { items, blobKeys } = await collectAccountData(deps, user.id);
  const at = now.toISOString();
  const files: Zippable = {
    'README.txt': strToU8(README(user, at)),
    'account.json': json({ exportedAt: at, account: user }),
  };
  const add = (path: string, data: Uint8Array) => {
    files[path] = COMPRESSED.test(path) ? [data, { level: 0 }] : data;
  };

  // Group by type: a letter kind's records under letters/, every other type under records/.
  const groups = new Map<string, { letterKind: boolean; records: Owned[] }>();
  for (const item of items) {
    const kind = kindByPrefix(item.prefix);
    const key = kind
      ? `letters/${safeName(kind.name)}`
      : `records/${safeName(item.type || item.prefix.slice(0, -1).toLowerCase())}`;
    const group = groups.get(key) ?? { letterKind: Boolean(kind), records: [] };
    group.records.push(item.record);
    groups.set(key, group);
  }
  const counts = { records: items.length, letters: 0, pdfs: 0, files: 0 };
  for (const [key, group] of groups) add(`${key}.json`, json(group.records));

  for (const item of items) {
    const kind = kindByPrefix(item.prefix);
    if (!kind) continue;
    counts.letters++;
    const letter = item.record as LetterBase;
    if (!isReady(kind, letter)) continue;
    const base = `letters/${safeName(kind.name)}/${letter.id}-${safeName(kind.fileName(letter, 'pdf').replace(/\.pdf$/i, ''))}`;
    try {
      add(`${base}.pdf`, await renderPdf(letterSource(kind, letter)));
      counts.pdfs++;
    } catch (e) {
      // One letter the renderer cannot lay out must not cost the person the rest of their data: its text instead.
      console.warn(
        JSON.stringify({ level: 'warn', msg: 'export: PDF failed', id: letter.id, error: String(e) }),
      );
      add(`${base}.txt`, strToU8(letterText(kind, letter)));
    }
  }

  // Stored files, named after the record that names them when it gives a file name (e.g. originalFileName).
  const named = new Map<string, string>();
  for (const { record } of items)
    for (const [field, value] of Object.entries(record))
      if (typeof value === 'string' && /fileName$/i.test(field))
        for (const v of Object.values(record))
          if (typeof v === 'string' && blobKeys.includes(v)) named.set(v, value);
  for (const key of blobKeys) {
    const blob = await deps.blobs.get(key);
    if (!blob) continue; // removed meanwhile
    const [area, , id] = key.split('/');
    const ext = EXT[blob.contentType.split(';')[0].trim()] ?? '';
    const given = named.get(key);
    let name = given ? `${id}-${safeName(given)}` : id;
    if (ext && !name.toLowerCase().endsWith(ext) && !(ext === '.jpg' && /\.jpeg$/i.test(name))) name += ext;
    add(`files/${safeName(area)}/${name}`, blob.body);
    counts.files++;
  }

  return {
    zip: zipSync(files, { level: 6, mtime: now }),
    fileName: `fairreply-data-${at.slice(0, 10)}.zip`,
    counts,
  };
}
