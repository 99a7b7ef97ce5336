/**
 * Finds an organisation in the creditor directory however its name is written: 'Lowell Financial Limited',
 * 'LOWELL FINANCIAL LTD.' and 'lowell financial' are one; '&' and 'and' are one; spacing and punctuation do not
 * count (the same normalisation that files letters in cases, domain/cases.ts orgKey). Only a whole-name match
 * counts — a name that merely contains a listed one is not that organisation, and nothing is guessed.
 */
import { orgKey } from '../domain/cases';
import { CREDITOR_DIRECTORY, type DirectoryEntry } from './creditor-directory';

const INDEX = new Map<string, DirectoryEntry>();
for (const entry of CREDITOR_DIRECTORY)
  for (const name of [entry.name, ...entry.aliases]) {
    const key = orgKey(name);
    if (key && !INDEX.has(key)) INDEX.set(key, entry);
  }

export function findCreditor(name: string): DirectoryEntry | null {
  const key = orgKey(name);
  return (key && INDEX.get(key)) || null;
}
