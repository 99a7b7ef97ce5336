/**
 * Checks generated letters without writing files: text that overlaps other text or a dark drawn shape, text off the
 * page, and ground truth that the page does not print (creditor, amount, reference). Same per-letter random streams
 * as generate.ts, so what it checks is what the generator writes.
 *
 *   npx tsx scripts/corpus/check.ts [--per 4] [--seed 16] [--families W42,W43]
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FAMILIES } from './families';
import { render } from './compose';
import { PAGE_H, PAGE_W, textWidth, type Page, type Run } from './layout';
import { fmtMoney, Rng } from './vocab';

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
const boxOf = (r: Run): Box => ({
  x0: r.x,
  x1: r.x + textWidth(r.text, r.font, r.size),
  y0: r.y - r.size * 0.78,
  y1: r.y + r.size * 0.2,
});
const meet = (a: Box, b: Box) =>
  a.x0 < b.x1 - 0.5 && b.x0 < a.x1 - 0.5 && a.y0 < b.y1 - 0.5 && b.y0 < a.y1 - 0.5;

/** Problems on one page, as readable sentences. */
export function pageProblems(page: Page): string[] {
  const out: string[] = [];
  const boxes = page.runs.map(boxOf);
  for (let i = 0; i < boxes.length; i++) {
    const b = boxes[i];
    if (b.x0 < 30 || b.x1 > PAGE_W - 30 || b.y0 < 20 || b.y1 > PAGE_H - 20)
      out.push(`outside the margins: "${page.runs[i].text}"`);
    for (let j = i + 1; j < boxes.length; j++)
      if (meet(b, boxes[j])) out.push(`text overlaps: "${page.runs[i].text}" / "${page.runs[j].text}"`);
    // dark text on a dark filled shape (light text on a dark band is intended)
    if ((page.runs[i].grey ?? 0) < 0.5)
      for (const s of page.shapes)
        if (
          s.fill !== undefined &&
          s.fill < 0.75 &&
          meet(b, { x0: s.x, y0: s.y, x1: s.x + s.w, y1: s.y + s.h })
        )
          out.push(`text on a dark shape: "${page.runs[i].text}"`);
  }
  return out;
}

const norm = (s: string) => s.replace(/\s+/g, ' ').toLowerCase();

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const argv = process.argv.slice(2);
  const opt = (n: string) => {
    const i = argv.indexOf(`--${n}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const per = parseInt(opt('per') ?? '4', 10);
  const seed = parseInt(opt('seed') ?? '16', 10);
  const only = opt('families')?.split(',');
  let bad = 0;
  let n = 0;
  for (const f of FAMILIES.filter((x) => !only || only.includes(x.id))) {
    for (let i = 0; i < per; i++) {
      const id = `${f.id}-${String(i + 1).padStart(2, '0')}`;
      const r = new Rng(seed * 1_000_003 + parseInt(f.id.slice(1), 10) * 1009 + i);
      const { spec, truth } = f.make(r);
      const page = render(spec, r);
      const text = norm(page.lines.join('\n'));
      const problems = pageProblems(page);
      if (!text.includes(norm(truth.creditorName)))
        problems.push(`creditor not printed: ${truth.creditorName}`);
      if (!text.includes(norm(truth.accountNumber)))
        problems.push(`reference not printed: ${truth.accountNumber}`);
      if (!text.includes(norm(fmtMoney(truth.debtAmount))))
        problems.push(`amount not printed: ${fmtMoney(truth.debtAmount)}`);
      n++;
      if (problems.length) {
        bad++;
        console.log(`${id} (${spec.face}):\n  ${problems.join('\n  ')}`);
      }
    }
  }
  console.log(`${n} letters checked, ${bad} with problems`);
  process.exitCode = bad ? 1 : 0;
}
