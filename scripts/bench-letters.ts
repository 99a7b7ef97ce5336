/**
 * Median time to build and render a letter to PDF (target < 50 ms), and its size.
 *   npx tsx scripts/bench-letters.ts [runs]
 */
import { performance } from 'node:perf_hooks';
import { composeDebtLetter, renderDocx, renderPdf } from '../functions/src/letters/index';

const runs = Number(process.argv[2] ?? 50);
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function build(i: number) {
  return composeDebtLetter({
    debtType: i % 2 ? 'credit_card' : 'bailiff',
    stage: ((i % 3) + 1) as 1 | 2 | 3,
    strategy: 'standard',
    sender: { name: 'Jane Smith', address: '12 Elm Road\nBrackenford\nBQ1 2AB', email: 'jane@example.com' },
    recipient: { name: 'Northgate Recoveries Ltd', address: 'PO Box 100, Leeds, LS1 1AA' },
    accountNumber: `NR-${1000 + i}`,
    amount: 1834.27,
    lastPaymentDate: '2018-01-01',
    receivedText: 'NOTICE OF ENFORCEMENT Compliance stage fee £90.00',
    userNotes: 'I have never had an account with the original lender and I do not recognise this debt.',
  });
}

async function main() {
  const t0 = performance.now();
  const first = await renderPdf(build(0));
  const cold = performance.now() - t0;
  const compose: number[] = [];
  const total: number[] = [];
  const sizes: number[] = [];
  for (let i = 0; i < runs; i++) {
    const a = performance.now();
    const doc = build(i);
    const b = performance.now();
    const pdf = await renderPdf(doc);
    const c = performance.now();
    compose.push(b - a);
    total.push(c - a);
    sizes.push(pdf.length);
  }
  const docx: number[] = [];
  for (let i = 0; i < Math.min(runs, 20); i++) {
    const a = performance.now();
    await renderDocx(build(i));
    docx.push(performance.now() - a);
  }
  console.log(`runs: ${runs}`);
  console.log(`first call (font load + JIT): ${cold.toFixed(1)} ms, ${first.length} bytes`);
  console.log(`compose median: ${median(compose).toFixed(2)} ms`);
  console.log(`compose + render PDF median: ${median(total).toFixed(1)} ms (target < 50 ms)`);
  console.log(`PDF size median: ${(median(sizes) / 1024).toFixed(1)} KiB`);
  console.log(`compose + render DOCX median: ${median(docx).toFixed(1)} ms`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
