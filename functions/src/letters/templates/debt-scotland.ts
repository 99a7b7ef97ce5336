/**
 * Debt-letter wording for Scotland, where the English and Welsh templates would cite law that does not run there.
 *
 * Council tax in Scotland is disputed by written notice under s.81(4) LGFA 1992 (not s.16), appealed to the
 * First-tier Tribunal for Scotland (Local Taxation Chamber, not the Valuation Tribunal) and recovered by diligence
 * under a summary warrant (Sch.8 para 2, with a 10% surcharge), not by a magistrates' liability order. Sheriff
 * officers do diligence under a decree or summary warrant: the Taking Control of Goods Regulations 2013, their
 * fees and the enforcement agents' register are England and Wales only.
 *
 * Same shape and rules as templates/debt.ts (cite only catalogue entries; never say a debt is void; never advise
 * ignoring a statutory duty).
 */
import type { GroupTemplate } from './debt';
import { days, REASONABLE } from './periods';
const SHORT = days(7, 'a short period set by this letter, because a charge for payment gives only 14 days');

const ADVICE_SCOTLAND = 'Citizens Advice Scotland, National Debtline, StepChange';

export type ScottishGroup = 'council_tax_scotland' | 'diligence_scotland';

export const SCOTTISH_TEMPLATES: Record<ScottishGroup, GroupTemplate> = {
  council_tax_scotland: {
    thing: 'the council tax demanded',
    refLabel: 'Council tax account',
    contractDebt: false,
    stages: {
      1: {
        subject: 'Council tax account {{refShort}} — notice under section 81(4) and request for information',
        paragraphs: [
          {
            text: 'I write about your notice regarding {{refPhrase}}{{amountPhrase}}. I accept that council tax is a liability imposed by statute; what I dispute is whether this amount is correctly due from me.',
          },
          {
            text: 'Please treat this letter as written notice under section 81(4) of the Local Government Finance Act 1992 that I am aggrieved because {{ctGround}}. The council must consider it and tell me its answer with reasons; if two months pass without one, I may appeal.',
            bases: ['lgfa-1992-s81'],
            when: ['ground'],
          },
          {
            text: 'Please treat this letter as written notice under section 81(4) of the Local Government Finance Act 1992 that I am aggrieved by the amount shown{{ctReasons}}. The council must consider it and tell me its answer with reasons; if two months pass without one, I may appeal.',
            bases: ['lgfa-1992-s81'],
            when: ['!ground'],
          },
          {
            text: 'So that I can check the account, please send me a full statement of it, copies of the demand notices and of any reminder you say was served under the Council Tax (Administration and Enforcement) (Scotland) Regulations 1992, with the dates of service, and explain any discounts, exemptions or council tax reduction considered.',
            bases: ['ct-admin-enforcement-scotland-1992'],
          },
          {
            text: 'If you intend to apply to the sheriff for a summary warrant under paragraph 2 of Schedule 8 to the Local Government Finance Act 1992, which would add 10 per cent to the sum, please note that I dispute the sum and ask you to consider my notice first. I am willing to pay whatever is properly due and would like to discuss an affordable arrangement for any part that is.',
            bases: ['lgfa-1992-sch8-para2'],
            when: ['!summaryWarrant'],
          },
          {
            // The warrant is granted: the reply must not speak of one still to be sought.
            text: 'Your letter says that a summary warrant has been granted under paragraph 2 of Schedule 8 to the Local Government Finance Act 1992. The warrant does not decide the dispute about liability I raise in this notice. I ask you to hold diligence under it — any charge for payment and any arrestment of my earnings or bank account — while my notice is considered, and to tell me in writing if you will not. I am willing to pay whatever is properly due and would like to discuss an affordable arrangement for any part that is.',
            bases: ['lgfa-1992-sch8-para2', 'lgfa-1992-s81'],
            when: ['summaryWarrant'],
          },
        ],
        deadline: {
          amount: 2,
          unit: 'months',
          from: 'deemed-service',
          reason:
            'the two months after which section 81(7) of the Local Government Finance Act 1992 lets you appeal if the council has not answered your notice',
        },
        nextStep: [
          {
            text: 'If the council does not answer within two months of receiving your notice, or answers and you still disagree, you can appeal (free) to the First-tier Tribunal for Scotland (Local Taxation Chamber) by sending a notice of appeal to the council — no later than four months after your notice, that is by {{vtLatest}}.',
          },
          {
            text: 'Council tax stays payable while you wait: keep paying the instalments, or the council can ask the sheriff for a summary warrant, which adds 10% and lets sheriff officers collect.',
            when: ['!summaryWarrant'],
          },
          {
            text: `With a summary warrant granted, sheriff officers can serve a charge for payment (14 days to pay) and then arrest your earnings or bank account. Contact the council or the sheriff officers now to agree an affordable arrangement for any part you accept; a payment programme under the Debt Arrangement Scheme stops diligence while it runs. Get free advice (${ADVICE_SCOTLAND}).`,
            when: ['summaryWarrant'],
          },
        ],
      },
      2: {
        subject: 'Council tax account {{refShort}} — no answer to my notice under section 81(4)',
        paragraphs: [
          {
            text: 'I gave you written notice{{prevDateSuffix}} under section 81(4) of the Local Government Finance Act 1992 that I dispute the amount on {{refPhrase}}, and asked for a statement and copies of the notices served. I have not received a proper answer.',
            bases: ['lgfa-1992-s81'],
          },
          {
            text: 'More than two months have passed since you received my notice without an answer, so section 81(7) entitles me to appeal to the First-tier Tribunal for Scotland (Local Taxation Chamber), which I intend to do.',
            bases: ['lgfa-1992-s81', 'ftt-scotland-local-taxation'],
            when: ['ctTwoMonths'],
          },
          {
            text: 'If you do not answer within two months of receiving my notice, section 81(7) entitles me to appeal to the First-tier Tribunal for Scotland (Local Taxation Chamber), which I intend to do.',
            bases: ['lgfa-1992-s81', 'ftt-scotland-local-taxation'],
            when: ['!ctTwoMonths'],
          },
          {
            text: 'I ask you to hold recovery, including any application for a summary warrant under paragraph 2 of Schedule 8 to the Local Government Finance Act 1992, until my dispute has been decided.',
            bases: ['lgfa-1992-sch8-para2'],
            when: ['!summaryWarrant'],
          },
          {
            text: 'I ask you to hold diligence under the summary warrant already granted — any charge for payment and any arrestment of my earnings or bank account — until my dispute has been decided.',
            bases: ['lgfa-1992-sch8-para2'],
            when: ['summaryWarrant'],
          },
        ],
        deadline: days(14, REASONABLE),
        nextStep: [
          {
            text: 'Appeal to the First-tier Tribunal for Scotland (Local Taxation Chamber, free) once two months have passed without an answer, and no later than four months after your notice, that is by {{vtLatest}}. Keep paying: council tax stays payable while an appeal is pending.',
          },
          {
            text: `If a charge for payment arrives, act within its 14 days: contact the council or the sheriff officers, and get free advice (${ADVICE_SCOTLAND}).`,
          },
          { text: 'Send the 3rd letter (Final) if there is still no answer.' },
        ],
      },
      3: {
        subject: 'Council tax account {{refShort}} — final letter before appeal',
        paragraphs: [
          {
            text: 'This is my final letter about {{refPhrase}}{{amountPhrase}}. My notice under section 81(4) of the Local Government Finance Act 1992 remains unanswered.',
            bases: ['lgfa-1992-s81'],
          },
          {
            text: 'Unless you correct the account or explain it fully by {{deadline}}, I will appeal to the First-tier Tribunal for Scotland (Local Taxation Chamber) and ask it to decide my liability. Until it has, I ask you to take no step towards a summary warrant.',
            bases: ['ftt-scotland-local-taxation', 'lgfa-1992-sch8-para2'],
            when: ['!summaryWarrant'],
          },
          {
            text: 'Unless you correct the account or explain it fully by {{deadline}}, I will appeal to the First-tier Tribunal for Scotland (Local Taxation Chamber) and ask it to decide my liability. Until it has, I ask you again to hold diligence under the summary warrant.',
            bases: ['ftt-scotland-local-taxation', 'lgfa-1992-sch8-para2'],
            when: ['summaryWarrant'],
          },
        ],
        deadline: days(14, REASONABLE),
        nextStep: [
          {
            text: 'Lodge the appeal with the First-tier Tribunal for Scotland (Local Taxation Chamber): no later than four months after your section 81(4) notice ({{vtLatest}}). Keep paying while it is decided.',
          },
          {
            text: `Do not ignore a charge for payment or a notice of arrestment; get free advice (${ADVICE_SCOTLAND}).`,
          },
        ],
      },
    },
  },

  diligence_scotland: {
    thing: 'the sum demanded',
    refLabel: 'Sheriff officers’ reference',
    contractDebt: false,
    stages: {
      1: {
        subject: 'Diligence {{refShort}} — request for the warrant, the charge and a breakdown of the sum',
        paragraphs: [
          {
            text: 'I write about your letter regarding {{refPhrase}}{{amountPhrase}}. Before any further step of diligence is taken, I ask you to show me the warrant you act under and how the sum is made up.',
          },
          {
            text: 'Please send me: a copy of the decree, summary warrant or other document on which diligence proceeds{{warrantPhrase}}, with the name of the creditor; a copy of any charge for payment served on me, with the date and manner of service; and a breakdown of the sum separating the debt, any interest, any statutory surcharge, and your fees and outlays.',
          },
          {
            text: 'Please confirm that {{bailiff}} holds a current commission as a sheriff officer or messenger-at-arms, and for which sheriffdom.',
            when: ['bailiffName'],
          },
          {
            text: 'If the sum is due under a court decree, section 5 of the Debtors (Scotland) Act 1987 allows me to apply to the sheriff for a time to pay order once a charge for payment has been served, and I may do so. Please tell me whether the debt is one for which such an order is available.',
            bases: ['debtors-scotland-1987-s5'],
          },
          {
            text: 'If I apply for a debt payment programme under the Debt Arrangement Scheme (Part 1 of the Debt Arrangement and Attachment (Scotland) Act 2002), I will tell you: while a programme is in effect, no diligence may be done to recover the debts it includes.',
            bases: ['das-2002-part1'],
          },
          {
            text: 'Please pass a copy of this letter to your client, and hold further diligence while these questions are answered.',
          },
        ],
        deadline: SHORT,
        nextStep: `A charge for payment gives 14 days to pay before further diligence (arrestment of earnings or a bank account, attachment of goods). Act within them: contact the creditor (for example the council) to agree payment of any part you accept; if the debt comes from a court decree, you can ask the sheriff court for a time to pay order; ask a free adviser about the Debt Arrangement Scheme (${ADVICE_SCOTLAND}). Never obstruct a sheriff officer. If there is no answer, send the 2nd letter.`,
      },
      2: {
        subject: 'Diligence {{refShort}} — no answer: warrant and charges disputed',
        paragraphs: [
          {
            text: 'I asked you{{prevDateSuffix}} for the warrant you act under, the charge for payment and a breakdown of the sum for {{refPhrase}}. You have not provided them.',
          },
          {
            text: 'Until you do, I do not accept the fees and outlays added to the debt. Please confirm within the time below that further diligence is held while you answer, and remove any charge that has not been properly incurred.',
          },
          {
            text: 'If the sum is due under a court decree, I may apply to the sheriff for a time to pay order under section 5 of the Debtors (Scotland) Act 1987. Please tell me whether such an order is available for this debt.',
            bases: ['debtors-scotland-1987-s5'],
          },
        ],
        deadline: SHORT,
        nextStep:
          "Complain to the creditor and through the sheriff officers' own complaints procedure; send the 3rd letter (Final) if nothing changes. If the debt comes from a court decree, ask the sheriff court about a time to pay order now.",
      },
      3: {
        subject: 'Diligence {{refShort}} — final letter before complaint',
        paragraphs: [
          {
            text: 'This is my final letter about {{refPhrase}}{{amountPhrase}}. You have not shown me the warrant you act under or how the sum is made up.',
          },
          {
            text: 'Unless by {{deadline}} you provide them, with a corrected breakdown, I will complain to your client and to the Society of Messengers-at-Arms and Sheriff Officers.',
          },
          {
            text: 'I keep my right to apply for a time to pay order under section 5 of the Debtors (Scotland) Act 1987, where it is available, and for a debt payment programme under Part 1 of the Debt Arrangement and Attachment (Scotland) Act 2002, which would stop diligence for the debts it includes.',
            bases: ['debtors-scotland-1987-s5', 'das-2002-part1'],
          },
        ],
        deadline: SHORT,
        nextStep: `Make the complaints and get free advice now (${ADVICE_SCOTLAND}). Keep records of every visit, call and document served.`,
      },
    },
  },
};
