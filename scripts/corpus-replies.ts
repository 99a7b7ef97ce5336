/**
 * Which reply the engine writes for every letter of the generated corpora, from the letter's true debt type and its
 * text: the reply type (letters/reply-type.ts), the group whose law answers it, the template of a first reply and the
 * legal bases it cites. Run before and after a change to the reply rules and diff the two files: every letter whose
 * reply changed is listed, so a rule meant for one kind of letter shows what else it moved.
 *   npx tsx scripts/corpus-replies.ts [out/corpus-replies.txt]    (reads out/corpus-*\/manifest.json)
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { composeDebtLetter } from '../functions/src/letters/index';
import { replyDebtType } from '../functions/src/letters/reply-type';

interface CorpusLetter {
  id: string;
  templateName?: string;
  debtType: string;
  kind?: string;
  creditorName?: string;
  fullText: string;
}

const outFile = resolve(process.argv[2] ?? 'out/corpus-replies.txt');
const root = resolve('out');
const lines: string[] = [];
for (const dir of readdirSync(root).filter((d) => d.startsWith('corpus-'))) {
  const manifest = join(root, dir, 'manifest.json');
  if (!existsSync(manifest)) continue;
  const m = JSON.parse(readFileSync(manifest, 'utf8')) as { letters?: CorpusLetter[] } | CorpusLetter[];
  for (const l of Array.isArray(m) ? m : (m.letters ?? [])) {
    const doc = composeDebtLetter({
      debtType: l.debtType,
      stage: 1,
      history: { sent: [] },
      strategy: 'standard',
      // A home in England: the law of the letter's own words, or England and Wales'.
      sender: { name: 'A Reader', address: '1 High Street\nTown\nSE1 7PB' },
      recipient: { name: l.creditorName ?? 'The Creditor' },
      received: { kind: (l.kind ?? null) as never },
      receivedText: l.fullText,
      letterDate: '2026-03-02',
    });
    lines.push(
      [
        dir.replace(/^corpus-/, ''),
        l.id,
        `${l.debtType} -> ${replyDebtType(l.debtType, l.fullText)}`,
        doc.template,
        doc.legalBases.join(','),
        `| ${(l.templateName ?? '').slice(0, 80)}`,
      ].join(' '),
    );
  }
}
writeFileSync(outFile, `${lines.sort().join('\n')}\n`);
console.log(`${lines.length} letters -> ${outFile}`);
