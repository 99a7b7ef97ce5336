/**
 * Council tax letters written before any statutory notice. A notice under s.16 LGFA 1992 (s.81(4) in Scotland)
 * "must state the matter by which and the grounds on which the person is aggrieved" (s.16(6), s.81(6)): while the
 * user has not said why they are aggrieved, the product cannot give one. Until they do, the letters ask the council
 * how the amount is made up — then again — then for the account as the user's personal data (UK GDPR Art. 15), which
 * has a deadline the law fixes. They never say a notice was given, and nothing follow-up assumes one (../debt.ts
 * picks these while the case holds no letter recorded as the notice).
 *
 * One text for both laws; only the regulations, the recovery order and the tribunal differ.
 */
import type { Cond, StageTemplate } from './debt';
import { days, REASONABLE, SUBJECT_ACCESS_MONTH } from './periods';

interface CouncilTaxLaw {
  /** The section whose notice the user gives once they say why they are aggrieved. */
  notice: string;
  tribunal: string;
  /** The bills and recovery notices asked for, with the regulations that require them. */
  notices: string;
  noticeBases: string[];
  /** The recovery order: still to be sought, made (the condition says so), and its catalogue entries. */
  seekOrder: string;
  order: string;
  orderName: string;
  /** How the law speaks of the order once it exists: a liability order is made, a summary warrant granted. */
  madeVerb: 'made' | 'granted';
  orderMade: Cond;
  orderNotMade: Cond;
  orderBases: string[];
  stillPayable: string;
  afterOrder: string;
}

const ENGLAND_WALES: CouncilTaxLaw = {
  notice: 'section 16 of the Local Government Finance Act 1992',
  tribunal: 'the Valuation Tribunal',
  notices:
    'copies of the bills, and any reminder or final notice you say was served under regulation 23 of the Council Tax (Administration and Enforcement) Regulations 1992, with the dates of service',
  noticeBases: ['ct-admin-enforcement-1992-reg23'],
  seekOrder:
    'applying for a liability order under regulation 34 of the Council Tax (Administration and Enforcement) Regulations 1992',
  order:
    'a liability order under regulation 34 of the Council Tax (Administration and Enforcement) Regulations 1992',
  orderName: 'liability order',
  madeVerb: 'made',
  orderMade: 'liabilityOrder',
  orderNotMade: '!liabilityOrder',
  orderBases: ['ct-admin-enforcement-1992-reg34'],
  stillPayable:
    'Council tax stays payable meanwhile: keep paying the instalments, or a liability order and enforcement can follow.',
  afterOrder:
    'With the liability order made, the council can deduct from your earnings or benefits or pass the account to enforcement agents without going back to court: contact it now to agree an affordable arrangement for any part you accept, and get free advice (Citizens Advice, National Debtline, StepChange).',
};

const SCOTLAND: CouncilTaxLaw = {
  notice: 'section 81(4) of the Local Government Finance Act 1992',
  tribunal: 'the First-tier Tribunal for Scotland (Local Taxation Chamber)',
  notices:
    'copies of the demand notices and of any reminder you say was served under the Council Tax (Administration and Enforcement) (Scotland) Regulations 1992, with the dates of service',
  noticeBases: ['ct-admin-enforcement-scotland-1992'],
  seekOrder:
    'asking the sheriff for a summary warrant under paragraph 2 of Schedule 8 to the Local Government Finance Act 1992, which would add 10 per cent to the sum',
  order: 'a summary warrant under paragraph 2 of Schedule 8 to the Local Government Finance Act 1992',
  orderName: 'summary warrant',
  madeVerb: 'granted',
  orderMade: 'summaryWarrant',
  orderNotMade: '!summaryWarrant',
  orderBases: ['lgfa-1992-sch8-para2'],
  stillPayable:
    'Council tax stays payable meanwhile: keep paying the instalments, or the council can ask the sheriff for a summary warrant, which adds 10% and lets sheriff officers collect.',
  afterOrder:
    'With a summary warrant granted, sheriff officers can serve a charge for payment (14 days to pay) and then arrest your earnings or bank account. Contact the council or the sheriff officers now to agree an affordable arrangement for any part you accept; a payment programme under the Debt Arrangement Scheme stops diligence while it runs. Get free advice (Citizens Advice Scotland, National Debtline, StepChange).',
};

function requests(law: CouncilTaxLaw): Record<1 | 2 | 3, StageTemplate> {
  const statement = `a full statement of the account, ${law.notices}, and explain any discounts, exemptions or reductions considered`;
  const holdOff = [
    {
      text: `Please take no step towards ${law.order} until you have answered, so that I can pay, or agree an affordable arrangement for, whatever part of the amount is properly due.`,
      bases: law.orderBases,
      when: [law.orderNotMade],
    },
    {
      text: `Please answer before taking any further step under the ${law.orderName}, so that I can agree an affordable arrangement for whatever part of the amount is properly due.`,
      bases: law.orderBases,
      when: [law.orderMade],
    },
  ];
  const giveNotice = `If the account shows that you are not the liable person, that the property is not a chargeable dwelling or that the amount is wrong (a discount, exemption or reduction missing), give the council written notice under ${law.notice} saying why: choose a ground or write your reasons in FairReply and the next letter is that notice. The council then has two months to answer, and ${law.tribunal} hears an appeal after that.`;
  const payingMeanwhile = [
    { text: law.stillPayable, when: [law.orderNotMade] },
    { text: law.afterOrder, when: [law.orderMade] },
  ];
  return {
    1: {
      subject: 'Council tax account {{refShort}} — request for a statement and copies of the notices',
      paragraphs: [
        {
          text: 'I write about your notice regarding {{refPhrase}}{{amountPhrase}}. Before I respond to it, please show me how the amount is made up.',
        },
        { text: `Please send me ${statement}.`, bases: law.noticeBases },
        {
          text: `If you are considering ${law.seekOrder}, please send this information first, so that I can pay, or agree an affordable arrangement for, whatever part of the amount is properly due.`,
          bases: law.orderBases,
          when: [law.orderNotMade],
        },
        {
          text: `Your letter says that ${law.order} has already been ${law.madeVerb}. I would like to agree an affordable arrangement for whatever part of the amount is properly due, and ask for the information above so that I can.`,
          bases: law.orderBases,
          when: [law.orderMade],
        },
      ],
      deadline: days(14, REASONABLE),
      nextStep: [{ text: `When the statement comes, check it. ${giveNotice}` }, ...payingMeanwhile],
    },
    2: {
      subject: 'Council tax account {{refShort}} — statement of the account still awaited',
      paragraphs: [
        {
          text: 'I wrote to you{{prevDateSuffix}} about {{refPhrase}}{{amountPhrase}}, and I have not received a full statement of the account.',
        },
        { text: `Please send me, by {{deadline}}, ${statement}.`, bases: law.noticeBases },
        ...holdOff,
      ],
      deadline: days(14, REASONABLE),
      nextStep: [
        { text: giveNotice },
        ...payingMeanwhile,
        {
          text: 'Send the 3rd letter (Final) if there is still no answer: it asks for the account as your personal data, which the council must give within a month.',
        },
      ],
    },
    3: {
      subject: 'Council tax account {{refShort}} — subject access request for my account records',
      paragraphs: [
        {
          text: 'This is my final letter about {{refPhrase}}{{amountPhrase}}. I have written to you{{prevDateSuffix}} and still have no statement of the account.',
        },
        {
          text: 'I therefore ask, under Article 15 of the UK GDPR, for a copy of the personal data the council holds about me in connection with this council tax account: the statement of the account, the bills and notices issued to me with the record of their service, and the notes of any contact about it. Please answer within one month of receiving this letter, as Articles 12(3) and 12A of the UK GDPR require.',
          bases: ['uk-gdpr-art-15', 'uk-gdpr-art-12(3)', 'uk-gdpr-art-12A'],
        },
        ...holdOff,
      ],
      deadline: SUBJECT_ACCESS_MONTH,
      nextStep: [
        {
          text: "If the council has not answered within the month, complain to it, then to the Information Commissioner's Office (free).",
        },
        { text: giveNotice },
        ...payingMeanwhile,
      ],
    },
  };
}

/** The letters before a notice, by the council tax group whose law they follow. */
export const COUNCIL_TAX_REQUESTS = {
  council_tax: requests(ENGLAND_WALES),
  council_tax_scotland: requests(SCOTLAND),
} as const;
