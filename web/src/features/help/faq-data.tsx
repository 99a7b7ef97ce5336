import type { FaqItem } from '../../components/Faq';

export const HELP_CATEGORIES = [
  'Getting Started',
  'Legal Questions',
  'Process & Timing',
  'Escalation',
  'Services',
] as const;
export type HelpCategory = (typeof HELP_CATEGORIES)[number];

export interface HelpFaq extends FaqItem {
  category: HelpCategory;
}

/** 12 entries in 5 categories (part 2 §9). UK law as it stands; no pseudolegal claims (PRODUCT.md rule 5). */
export const HELP_FAQ: HelpFaq[] = [
  {
    category: 'Getting Started',
    q: 'How do I create my first letter?',
    a: 'Sign up with your email (you get 1 free credit), choose Upload Letter, and upload a PDF or a clear photo (JPG or PNG, up to 10 MB) of the letter you received. We read it, work out who sent it and what they are asking for, and draft a reply. It usually takes 2–5 minutes and appears on your dashboard.',
  },
  {
    category: 'Getting Started',
    q: 'What does it cost?',
    a: 'Each letter uses 1 credit. A credit costs £3.00 and there is no subscription. If a letter cannot be produced, the credit is refunded automatically.',
  },
  {
    category: 'Getting Started',
    q: 'Is this legal advice?',
    a: 'No. FairReply provides administrative document templates for educational purposes. The letters use your statutory rights, but they are not a substitute for advice about your circumstances. Free, regulated debt advice is available from StepChange, National Debtline and Citizens Advice.',
  },
  {
    category: 'Legal Questions',
    q: 'What is a Consumer Credit Act section 77 or 78 request?',
    a: 'If you have a regulated credit agreement (a loan, credit card or catalogue account, for example), you can ask the creditor for a copy of the agreement and a statement of account: section 77 covers fixed-sum credit such as loans, section 78 running-account credit such as credit cards. They must comply within 12 working days; we add 2 days for postage when tracking the deadline. Under s.78(6) (and s.77(4)), while they are in default they cannot enforce the agreement. That does not mean the debt is written off: once they supply the copy, they can enforce it again.',
  },
  {
    category: 'Legal Questions',
    q: 'Can a debt be too old to chase?',
    a: 'In England and Wales, a creditor generally has 6 years from the date of default to start court action on an ordinary debt (Limitation Act 1980, s.5). After that the debt is "statute-barred": it still exists, but they cannot get a court judgment for it. A payment, or a written acknowledgement of the debt, before the 6 years run out restarts the clock. In Scotland most consumer debts are extinguished after 5 years. Mortgage shortfalls and some other debts have different periods.',
  },
  {
    category: 'Legal Questions',
    q: 'Do trusts, "EDP entities" or trademarking my name stop a debt?',
    a: 'No. English courts have rejected these arguments repeatedly — for example Stamp v Capital Home Loans [2024] EWHC 1092 (KB), and R (Kofa) v Oldham MBC [2024] EWHC 685 (Admin), which held that council tax is owed by law whether or not you consent. People who relied on them have faced extra costs, charging orders and committal proceedings. You can choose those letter formats here, but the challenge in the letter always rests on statute.',
  },
  {
    category: 'Process & Timing',
    q: 'How long do organisations have to reply?',
    a: 'It depends on the request. A subject access request under UK GDPR must be answered within one month of receipt (Article 12(3)), extendable by two further months for complex requests if they tell you within the first month. A Consumer Credit Act s.77–78 request: 12 working days. Under the Pre-Action Protocol for Debt Claims you have 30 days to reply to a Letter of Claim, and the creditor should not start court action while a reasonable dispute is being dealt with. Each letter shows its own deadline and how it was counted.',
  },
  {
    category: 'Process & Timing',
    q: 'What happens after I send my letter?',
    a: 'Keep proof of sending and note the reply date shown on the letter (you can add it to your calendar). If the reply is good, consider it carefully — you may owe the money, and free advisers can help you arrange affordable payments. If there is no reply, or a poor one, the next letter in the sequence (Estoppel, then Final) sets out what follows. Do not ignore court papers: a County Court claim form must be answered within 14 days of service.',
  },
  {
    category: 'Escalation',
    q: 'How do I complain to the Financial Ombudsman?',
    a: 'Complain to the firm first. If it sends a final response you disagree with, or has not resolved your complaint within 8 weeks, you can go to the Financial Ombudsman Service for free. You normally have 6 months from the final response to do so. Debt collectors and lenders authorised by the FCA must also follow its rules on disputed debts (CONC 7): they should suspend recovery while a dispute on valid grounds is investigated.',
  },
  {
    category: 'Escalation',
    q: 'When should I complain to the ICO?',
    a: "If an organisation does not answer a subject access request, refuses it without a good reason, or mishandles your data, complain to it first: it must acknowledge a data-protection complaint within 30 days (Data Protection Act 2018 s.164A). If you are still not satisfied, you can complain to the Information Commissioner's Office, ideally within 3 months of your last meaningful contact with the organisation. Our ICO Complaints tool drafts the complaint.",
  },
  {
    category: 'Services',
    q: 'Which letters can FairReply produce?',
    a: 'Replies to debt collection letters, credit card and loan demands, parking charges, council tax reminders, bailiff notices and court-fine letters; credit file correction letters to Equifax, Experian and TransUnion; GDPR subject access and erasure requests; and complaints to the ICO. Each follows a three-step sequence: challenge, estoppel notice, final letter before escalation.',
  },
  {
    category: 'Services',
    q: 'Can I edit and download my letters?',
    a: 'Yes. Open a letter from your dashboard to edit the text, download it as PDF, Word or plain text, copy it, or open it as an email draft. The letter page also shows the reply deadline and lets you save it to your calendar.',
  },
];

export const QUICK_GUIDE_TEXT = `FAIRREPLY — GDPR QUICK GUIDE
(Administrative templates for educational purposes only — not legal advice.)

1. YOUR RIGHTS UNDER UK GDPR
- Right of access (Article 15): ask any organisation for a copy of the personal data it holds about you.
- Rectification (Article 16): have inaccurate data corrected.
- Erasure (Article 17): have data deleted in some circumstances, e.g. where it is no longer needed or was processed unlawfully.
- Restriction (Article 18): have processing paused while accuracy is disputed.
- Objection (Article 21): object to processing, and stop direct marketing outright.

2. HOW TO MAKE A SUBJECT ACCESS REQUEST
- Write to the organisation (email is fine). Say who you are, give any account reference, and ask for a copy of your personal data.
- It must reply without undue delay and within one month of receipt (Article 12(3)); it may extend by two further months for complex requests if it tells you why within the first month.
- It is normally free.

3. IF THEY DO NOT COMPLY
- Complain to the organisation first. It must acknowledge your complaint within 30 days (Data Protection Act 2018 s.164A).
- Then complain to the Information Commissioner's Office (ico.org.uk), ideally within 3 months of your last meaningful contact.
- You may also claim compensation through the courts (Article 82; Data Protection Act 2018 s.168).

4. FREE HELP
- StepChange, National Debtline and Citizens Advice give free debt advice.
`;
