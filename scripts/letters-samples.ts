/**
 * Writes one sample of every letter family and stage as PDF and TXT, plus the replies chosen by what the received
 * letter is (Protocol reply to a Letter of Claim or default notice, PoFA reply, TCG reply) and the statute-barred
 * letter. Each letter also gets a `.user.txt`: what the user sees beside it and on their own copy (deadline rule,
 * next step, notes, strategy details), never printed in the letter.
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
  type LetterHistory,
} from '../functions/src/letters/index';
import { addCalendarDays, toIsoDate } from '../shared/src/legal/index';
import { DEBT_TEMPLATES } from '../functions/src/letters/templates/debt';

const outDir = resolve(process.argv[2] ?? 'out/letters');
const today = new Date();
const todayIso = toIsoDate(today);
const daysAgo = (n: number) => addCalendarDays(todayIso, -n);
/** The case history each stage needs: the earlier letters, with their dates (PRODUCT.md rule 3). */
const HISTORY: Record<1 | 2 | 3, LetterHistory> = {
  1: { sent: [] },
  2: { sent: [{ stage: 1, sentAt: daysAgo(42), method: 'recorded', feePaid: true, purpose: 'cca_request' }] },
  3: {
    sent: [
      { stage: 1, sentAt: daysAgo(84), method: 'recorded', feePaid: true, purpose: 'cca_request' },
      { stage: 2, sentAt: daysAgo(42), method: 'recorded', purpose: 'complaint' },
    ],
  },
};
const sender = {
  name: 'Jane Smith',
  address: '12 Elm Road\nBrackenford\nBQ1 2AB',
  email: 'jane.smith@example.com',
};

/** A representative debt type for each group, with a plausible creditor. */
const SAMPLE_TYPE: Record<keyof typeof DEBT_TEMPLATES, [string, string, Partial<DebtLetterInput>?]> = {
  consumer_credit: ['credit_card', 'Northgate Recoveries Ltd', { disputeGround: 'amount_wrong' }],
  general: ['normal', 'Oakhollow Garden Services'],
  mortgage: ['mortgage', 'Harbour Building Society'],
  parking_private: ['parking', 'Bayfield Car Park Control Ltd'],
  parking_council: ['parking', 'Calderwick Borough Council', { parkingKind: 'council' }],
  road_charging: ['ulez', 'Transport for London'],
  council_tax: ['council_tax', 'Borough of Eastmere Council', { disputeGround: 'amount_wrong' }],
  business_rates: ['business_rates', 'Borough of Eastmere Council'],
  bailiff: [
    'bailiff',
    'Ironbridge Civil Enforcement Ltd',
    {
      bailiff: { name: 'Robert Agent', verified: false },
      warrant: { type: 'control', number: 'TEC-5531', date: '2025-09-19' },
    },
  ],
  magistrates_fine: ['court_fines', "Wyndale Magistrates' Court"],
  prosecution: [
    'court',
    'Northgate Rail Ltd',
    {
      receivedText:
        'Notice of prosecution - Single Justice Procedure. We enclose a Single Justice Procedure Notice and written charge.',
    },
  ],
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
  vehicle_removal: [
    'normal',
    'Northshire Police Vehicle Recovery Unit',
    {
      receivedText:
        'NOTICE OF INTENDED DISPOSAL. The vehicle was removed by police on 1 November 2026 and is stored at Northgate Vehicle Recovery. Storage £26 per day. Unless the vehicle is claimed by 24 November 2026 it will be disposed of.',
    },
  ],
  housing_penalty: [
    'normal',
    'Borough of Eastmere Council',
    {
      receivedText:
        'FINAL NOTICE - CIVIL PENALTY. Financial penalty under section 249A of the Housing Act 2004 for failing to comply with an improvement notice. You may appeal to the First-tier Tribunal (Property Chamber) within 28 days.',
    },
  ],
  council_tax_scotland: [
    'council_tax',
    'Glenmorrow Council',
    { disputeGround: 'amount_wrong', sender: { ...sender, address: '4 Burn Wynd\nKilbrannan\nPA20 4XY' } },
  ],
  diligence_scotland: [
    'bailiff',
    'Strathlinn Sheriff Officers',
    {
      bailiff: { name: 'Ewan Officer' },
      sender: { ...sender, address: '4 Burn Wynd\nKilbrannan\nPA20 4XY' },
    },
  ],
};

async function save(name: string, doc: LetterDoc) {
  const problems = validateLetter(doc);
  if (problems.length) throw new Error(`${name}: ${problems.join('; ')}`);
  await writeFile(join(outDir, `${name}.txt`), letterToText(doc));
  await writeFile(join(outDir, `${name}.pdf`), await renderPdf(doc));
  const user = [
    `Template: ${doc.template}${doc.stage ? ` (your letter ${doc.stage})` : ''}${doc.purpose ? `, purpose ${doc.purpose}` : ''}`,
    ...(doc.sendBy ? [`Send by: ${doc.sendBy}`] : []),
    `Reply due: ${doc.responseDeadline} — ${doc.deadlineRule}`,
    ...(doc.actFirst ? [`First: ${doc.actFirst}`] : []),
    `Next step: ${doc.nextStep}`,
    `Legal bases: ${doc.legalBases.join(', ')}`,
    ...(doc.userNotes ?? []).map((n) => `Note: ${n}`),
    ...(doc.userCopyNotes ?? []).map((n) => `Your copy only: ${n}`),
  ];
  await writeFile(join(outDir, `${name}.user.txt`), user.join('\n\n') + '\n');
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
        history: HISTORY[stage],
        ...extra,
      });
      await save(`debt-${group}-stage${stage}`, doc);
      n++;
    }
  }
  // Replies decided by what the received letter is, whatever the user's stage.
  const received: [string, Partial<DebtLetterInput> & Pick<DebtLetterInput, 'debtType'>][] = [
    [
      'letter-of-claim',
      {
        debtType: 'credit_card',
        received: { kind: 'letter_of_claim', letterDate: daysAgo(6) },
        receivedText:
          'LETTER OF CLAIM. We enclose an Information Sheet, a Reply Form and a Financial Statement.',
      },
    ],
    ['default-notice', { debtType: 'loan', received: { kind: 'default_notice', letterDate: daysAgo(4) } }],
    ['notice-to-keeper', { debtType: 'parking', received: { kind: 'notice_to_keeper' } }],
    ['notice-of-enforcement', { debtType: 'council_tax', received: { kind: 'notice_of_enforcement' } }],
    [
      'statute-barred',
      { debtType: 'credit_card', lastPaymentDate: '2018-04-01', defaultNoticeDate: '2018-06-01' },
    ],
    [
      'edp-own-name',
      {
        debtType: 'loan',
        strategy: 'edp',
        entityType: 'EDP',
        edpName: 'JANE SMITH EDP',
        trademark: { name: 'JANE SMITH', number: 'UK00003999999', classes: '9, 35, 45' },
        feeSchedule: '£500 per letter',
      },
    ],
  ];
  for (const [name, extra] of received) {
    const doc = composeDebtLetter({
      stage: 1,
      strategy: 'standard',
      sender,
      recipient: { name: 'Northgate Recoveries Ltd', address: 'PO Box 100\nKilnmoor\nKM1 1AA' },
      accountNumber: 'REF-2026-0042',
      amount: 284.5,
      letterDate: today,
      history: { sent: [] },
      ...extra,
    });
    await save(`debt-${name}`, doc);
    n++;
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
      controllerComplaintDate: daysAgo(45),
      controllerComplaintAcknowledged: false,
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
