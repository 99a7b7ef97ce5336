export const BENEFITS = [
  {
    title: 'Stop Data Theft',
    text: 'Find out exactly what an organisation holds about you, where it came from and who it was shared with (UK GDPR Article 15).',
  },
  {
    title: 'Clean Credit Files',
    text: 'Have inaccurate entries at Equifax, Experian and TransUnion corrected (Article 16), and add a notice of correction if they will not (Consumer Credit Act 1974 s.159).',
  },
  {
    title: 'Block Third-Party Sharing',
    text: 'Object to processing (Article 21) and ask for it to be restricted while a dispute is looked at (Article 18). Direct marketing must stop on request.',
  },
  {
    title: 'Force Data Disclosure',
    text: 'A subject access request must be answered within one month (Article 12(3)) and is normally free.',
  },
  {
    title: 'Challenge Any Company',
    text: 'Debt collectors, banks, councils, employers and healthcare providers are all bound by UK GDPR and the Data Protection Act 2018.',
  },
  {
    title: 'Legal Enforcement',
    text: 'If they do not comply, complain to them and then to the ICO, which can order compliance and fine up to £17.5 million or 4% of global turnover; you can also claim compensation in court (Article 82).',
  },
];

export interface GuideCategory {
  title: string;
  items: { q: string; a: string }[];
}

/** Five categories × three questions (part 2 §2). */
export const GUIDE_FAQ: GuideCategory[] = [
  {
    title: 'GDPR Basics',
    items: [
      {
        q: 'What is a subject access request (SAR)?',
        a: 'A request to an organisation for a copy of the personal data it holds about you, plus why it uses it, who it shares it with, how long it keeps it and where it got it (UK GDPR Article 15). It can be made in writing, by email or even verbally, and does not need a special form.',
      },
      {
        q: 'How long do they have to respond?',
        a: 'Without undue delay and at the latest within one month of receiving the request (Article 12(3)) — roughly 30 days. They can extend by up to two further months if the request is complex or one of many, but must tell you why within the first month. The clock can pause while they verify your identity or, in some cases, ask you to clarify a very broad request.',
      },
      {
        q: 'Can they charge a fee?',
        a: 'Normally no. They may charge a reasonable fee, or refuse, only if a request is manifestly unfounded or excessive (for example repetitive), and must explain why and tell you that you can complain to the ICO.',
      },
    ],
  },
  {
    title: 'Parking Companies',
    items: [
      {
        q: 'How did a private parking company get my details?',
        a: 'Usually from the DVLA, which releases keeper details to members of an accredited trade association who show "reasonable cause". You can send a SAR to the parking company to see what it obtained, when, and what it did with it.',
      },
      {
        q: 'Is a private parking charge the same as a fine?',
        a: 'No. A private parking charge is a claim for breach of contract, not a penalty issued by a council or the police. To hold the registered keeper liable when the driver is unknown, the operator must follow the Protection of Freedoms Act 2012 Schedule 4 — for example, a Notice to Keeper posted without a windscreen ticket must be given within 14 days. Appeal to the operator first and then to POPLA or the IAS, depending on its trade body.',
      },
      {
        q: 'Can I make them delete my data?',
        a: 'You can ask for erasure (Article 17) once the data is no longer needed, but while a charge is live or disputed they can usually keep what they need to pursue or defend a claim. Ask them to confirm what they will delete and when.',
      },
    ],
  },
  {
    title: 'Credit Agencies',
    items: [
      {
        q: 'How do I see my credit file?',
        a: 'Each credit reference agency — Equifax, Experian and TransUnion — must give you a free copy of your data on request (Article 15). They also offer free online statutory reports.',
      },
      {
        q: 'Can I get an entry removed?',
        a: 'Inaccurate or unfair data must be corrected (Article 16) — raise a dispute with the agency, which will check with the lender. Accurate information, such as a default that was correctly registered, normally stays for 6 years from the date of default. If a correction is refused, you can add a notice of correction of up to 200 words (Consumer Credit Act 1974 s.159).',
      },
      {
        q: 'Who can see my credit file?',
        a: 'Organisations with a lawful reason, such as lenders you apply to, and some landlords, employers and utilities with your knowledge. Your file lists "searches": a SAR to the agency shows who has looked and when.',
      },
    ],
  },
  {
    title: 'Councils & Government',
    items: [
      {
        q: 'Can I make a SAR to my council?',
        a: 'Yes. Councils and government departments are bound by UK GDPR. A SAR can show how a council tax account was handled, what was passed to enforcement agents and when.',
      },
      {
        q: 'Can GDPR stop council tax enforcement?',
        a: 'No. Council tax is a liability imposed by statute (Local Government Finance Act 1992); your consent is not needed and data-protection rights do not cancel it (R (Kofa) v Oldham MBC [2024] EWHC 685 (Admin)). If you are struggling, ask the council about discounts, Council Tax Reduction and a payment arrangement, and get free debt advice.',
      },
      {
        q: 'What can I check if bailiffs are sent?',
        a: "Enforcement agents must be certificated (check the official register), must give you at least 7 clear days' notice of enforcement (Taking Control of Goods Regulations 2013), and can charge only the fixed fees in the Fees Regulations 2014 (£75 compliance stage; £235 plus 7.5% of the debt over £1,500 at the enforcement stage).",
      },
    ],
  },
  {
    title: 'Employers & Healthcare',
    items: [
      {
        q: 'Can I get my records from a former employer?',
        a: 'Yes. A SAR covers your personnel file, emails that are about you, and notes of meetings. Some information can be withheld, for example confidential references they gave or data about other people, but they must tell you they are relying on an exemption.',
      },
      {
        q: 'How do I get my medical records?',
        a: 'Make a SAR to your GP practice or hospital trust. It is normally free and must be answered within one month. Some information can be withheld if it would cause serious harm. Records of someone who has died are requested under the Access to Health Records Act 1990 instead.',
      },
      {
        q: 'What if my data was shared without a lawful basis?',
        a: 'Complain to the organisation first; it must acknowledge within 30 days (Data Protection Act 2018 s.164A). Then complain to the ICO. If you suffered damage or distress, you may claim compensation (Article 82).',
      },
    ],
  },
];
