/**
 * Writes one sample of every letter family and stage as PDF and TXT.
 *   npx tsx scripts/letters-samples.ts [outdir]      (default ./out/letters)
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import {
  composeCreditCleanseLetters,
  composeDebtLetter,
  composeGdprLetter,
  composeIcoComplaint,
  letterToText,
  renderPdf,
  validateLetter,
  type DebtLetterInput,
  type LetterDoc,
} from '../functions/src/letters/index';
import { DEBT_TEMPLATES } from '../functions/src/letters/templates/debt';

const outDir = resolve(process.argv[2] ?? 'out/letters');
const today = new Date();
const sender = {
  name: 'Jane Smith',
  address: '12 Elm Road\nBrackenford\nBQ1 2AB',
  email: 'jane.smith@example.com',
};

/** A representative debt type for each group, with a plausible creditor. */
const SAMPLE_TYPE: Record<keyof typeof DEBT_TEMPLATES, [string, string, Partial<DebtLetterInput>?]> = {
  consumer_credit: ['credit_card', 'Northgate Recoveries Ltd', { lastPaymentDate: '2018-04-01' }],
  general: ['normal', 'Oakhollow Garden Services'],
  mortgage: ['mortgage', 'Harbour Building Society'],
  parking_private: ['parking', 'Bayfield Car Park Control Ltd'],
  parking_council: ['parking', 'Calderwick Borough Council', { parkingKind: 'council' }],
  road_charging: ['ulez', 'Transport for London'],
  council_tax: ['council_tax', 'Borough of Eastmere Council'],
  business_rates: ['business_rates', 'Borough of Eastmere Council'],
  bailiff: [
    'bailiff',
    'Ironbridge Civil Enforcement Ltd',
    {
      bailiff: { name: 'Ironbridge Civil Enforcement Ltd', verified: false },
      warrant: { type: 'control', number: 'TEC-5531', date: '2025-09-19' },
    },
  ],
  magistrates_fine: ['court_fines', "Wyndale Magistrates' Court"],
  speeding: ['speeding', 'Central Ticket Office'],
  energy: ['gas_electric', 'Brightwell Energy Ltd'],
  water: ['water', 'Tarn Valley Water'],
  telecoms: ['telephone', 'Skylink Broadband Ltd'],
  tv_licence: ['tv_licence', 'TV Licensing'],
  benefit_overpayment: ['benefit_overpayment', 'Department for Work and Pensions'],
  rent_arrears: ['rent_arrears', 'Kilnmoor Lettings Ltd'],
  child_maintenance: ['child_maintenance', 'Child Maintenance Service'],
  nhs_charges: ['nhs_charges', 'Kilnmoor NHS Foundation Trust'],
  student_loan: ['student_loan', 'Student Loans Company'],
};

async function save(name: string, doc: LetterDoc) {
  const problems = validateLetter(doc);
  if (problems.length) throw new Error(`${name}: ${problems.join('; ')}`);
  await writeFile(join(outDir, `${name}.txt`), letterToText(doc));
  await writeFile(join(outDir, `${name}.pdf`), await renderPdf(doc));
}

async function main() {
  await mkdir(outDir, { recursive: true });
  let n = 0;
  for (const [group, [debtType, creditor, extra]] of Object.entries(SAMPLE_TYPE)) {
    for (const stage of [1, 2, 3] as const) {
      const strategy = stage === 2 && group === 'general' ? 'trust' : 'standard';
      const doc = composeDebtLetter({
        debtType,
        stage,
        strategy,
        trustName: 'Smith Family Trust',
        sender,
        recipient: { name: creditor, address: 'PO Box 100\nKilnmoor\nKM1 1AA' },
        accountNumber: 'REF-2026-0042',
        amount: debtType === 'speeding' ? undefined : 284.5,
        letterDate: today,
        ...extra,
      });
      await save(`debt-${group}-stage${stage}`, doc);
      n++;
    }
  }
  const gdpr = composeGdprLetter(
    {
      scenario: 'debt_collection',
      organizationName: 'Northgate Recoveries Ltd',
      organizationAddress: 'PO Box 100, Kilnmoor, KM1 1AA',
      yourName: 'Jane Smith',
      yourAddress: '12 Elm Road, Brackenford, BQ1 2AB',
      yourEmail: 'jane.smith@example.com',
      entityType: 'Personal',
      edpName: '',
      trademarkName: '',
      trademarkNumber: '',
      trademarkClasses: '',
      selectedArticles: ['6', '15', '16', '18'],
      specificViolations: ['No lawful basis', 'Unlawful credit file reporting'],
      dataTypes: 'name, address, account history',
      timeframe: 'since January 2024',
      previousContact: '',
      evidenceDescription: 'copies of letters received',
      urgencyLevel: 'urgent',
      additionalInfo: '',
    },
    today,
  );
  await save('gdpr-challenge', gdpr);
  const ico = composeIcoComplaint(
    {
      companyName: 'Northgate Recoveries Ltd',
      companyAddress: 'PO Box 100, Kilnmoor, KM1 1AA',
      companyResponse: '',
      violationType: 'no_response',
      originalGdprDate: '2026-01-05',
      attachedGdprLetter: '',
      evidenceDescription: 'proof of posting',
      userName: 'Jane Smith',
      userEmail: 'jane.smith@example.com',
      userAddress: '12 Elm Road, Brackenford, BQ1 2AB',
    },
    today,
  );
  await save('ico-complaint', ico);
  for (const { agency, letter } of composeCreditCleanseLetters(
    {
      entityType: 'EDP',
      userName: 'Jane Smith',
      userAddress: '12 Elm Road, Brackenford, BQ1 2AB',
      userEmail: 'jane.smith@example.com',
      edpName: 'JANE SMITH EDP',
      trademarkName: '',
      trademarkNumber: '',
      trademarkClasses: '',
      feeSchedule: '',
      selectedAgencies: ['equifax', 'experian', 'transunion'],
      additionalInfo: 'A default registered by Acme Bank in March 2020 is not mine.',
    },
    today,
  )) {
    await save(`credit-cleanse-${agency}`, letter);
    n++;
  }
  console.log(`Wrote ${n + 2} letters (PDF and TXT) to ${outDir}`);
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
