/**
 * The legal catalogue: every statute, regulation, rule or official route a letter may cite. Isomorphic (no Node
 * APIs). Letters cite entries by id; a check rejects any letter citing an id that is not here. Summaries are plain
 * English and deliberately cautious: they say what the provision does, not what it might be argued to mean.
 * Never add an entry without a real, checkable source URL.
 */

export type DeadlineCount = 'calendar-days' | 'working-days' | 'clear-days' | 'months' | 'weeks' | 'years';

export interface LegalDeadline {
  /** How many units. */
  amount: number;
  count: DeadlineCount;
  /** Who must act, and from when it runs, in plain English. */
  description: string;
}

export interface LegalEntry {
  id: string;
  /** Short name of the instrument, e.g. 'Consumer Credit Act 1974'. */
  title: string;
  /** Section / article / paragraph, e.g. 's.78(6)'. Empty for a whole instrument or a route. */
  section: string;
  /** How a letter cites it in running text, e.g. 'section 78(6) of the Consumer Credit Act 1974'. */
  cite: string;
  summary: string;
  url: string;
  deadline?: LegalDeadline;
  /** Jurisdictions it applies to; omitted = UK-wide. */
  jurisdictions?: ('england-wales' | 'scotland' | 'northern-ireland')[];
  kind: 'statute' | 'regulation' | 'rule' | 'protocol' | 'route' | 'case';
}

const LEG = 'https://www.legislation.gov.uk';
const EW: LegalEntry['jurisdictions'] = ['england-wales'];
/** Great Britain: Acts that extend to Scotland but not to Northern Ireland, which has its own Orders. */
const GB: LegalEntry['jurisdictions'] = ['england-wales', 'scotland'];

const entries: LegalEntry[] = [
  // ── Consumer Credit Act 1974 ─────────────────────────────────────────────
  {
    id: 'cca-1974-s77',
    kind: 'statute',
    title: 'Consumer Credit Act 1974',
    section: 's.77',
    cite: 'section 77 of the Consumer Credit Act 1974',
    summary:
      'On a written request and payment of £1, the creditor under a regulated fixed-sum credit agreement (such as a personal loan) must send the debtor a copy of the executed agreement and a signed statement of account within the prescribed period. While it fails to do so it is not entitled to enforce the agreement (s.77(4)).',
    url: `${LEG}/ukpga/1974/39/section/77`,
    deadline: {
      amount: 12,
      count: 'working-days',
      description: 'creditor must comply within 12 working days of receiving the request and fee',
    },
  },
  {
    id: 'cca-1974-s78',
    kind: 'statute',
    title: 'Consumer Credit Act 1974',
    section: 's.78',
    cite: 'section 78 of the Consumer Credit Act 1974',
    summary:
      'On a written request and payment of £1, the creditor under a regulated running-account credit agreement (such as a credit card or store card) must send a copy of the executed agreement and a statement of the account within the prescribed period.',
    url: `${LEG}/ukpga/1974/39/section/78`,
    deadline: {
      amount: 12,
      count: 'working-days',
      description: 'creditor must comply within 12 working days of receiving the request and fee',
    },
  },
  {
    id: 'cca-1974-s78-6',
    kind: 'statute',
    title: 'Consumer Credit Act 1974',
    section: 's.78(6)',
    cite: 'section 78(6) of the Consumer Credit Act 1974',
    summary:
      'If the creditor fails to comply with a s.78 request, it is not entitled to enforce the agreement while the default continues. (The enacted text also made a default of one month an offence; letters do not say so — the clause was not re-verified in its current form and accusing a firm of a crime does not help the debtor.) The agreement is not cancelled: once the creditor complies, it may enforce again.',
    url: `${LEG}/ukpga/1974/39/section/78`,
  },
  {
    id: 'cca-1974-s79',
    kind: 'statute',
    title: 'Consumer Credit Act 1974',
    section: 's.79',
    cite: 'section 79 of the Consumer Credit Act 1974',
    summary:
      'The owner under a regulated consumer hire agreement must, on a written request and payment of £1, give the hirer a copy of the agreement and a statement of the sums paid and due. While it fails to do so it is not entitled to enforce the agreement.',
    url: `${LEG}/ukpga/1974/39/section/79`,
    deadline: {
      amount: 12,
      count: 'working-days',
      description: 'owner must comply within 12 working days of receiving the request and fee',
    },
  },
  {
    id: 'cca-1974-s87',
    kind: 'statute',
    title: 'Consumer Credit Act 1974',
    section: 's.87',
    cite: 'section 87 of the Consumer Credit Act 1974',
    summary:
      'Before a creditor can terminate a regulated agreement, demand earlier payment or recover possession because of a breach, it must serve a default notice that complies with s.88. Without a valid default notice those steps cannot lawfully be taken.',
    url: `${LEG}/ukpga/1974/39/section/87`,
  },
  {
    id: 'cca-1974-s88',
    kind: 'statute',
    title: 'Consumer Credit Act 1974',
    section: 's.88',
    cite: 'section 88 of the Consumer Credit Act 1974',
    summary:
      'A default notice must be in the prescribed form, state the breach and what is needed to remedy it, and give the debtor at least 14 days after service to do so.',
    url: `${LEG}/ukpga/1974/39/section/88`,
    deadline: {
      amount: 14,
      count: 'calendar-days',
      description: 'at least 14 days after service of the default notice to remedy the breach',
    },
  },
  {
    id: 'cca-1974-s159',
    kind: 'statute',
    title: 'Consumer Credit Act 1974',
    section: 's.159',
    cite: 'section 159 of the Consumer Credit Act 1974',
    summary:
      'A person who has seen their credit reference file and considers an entry incorrect and likely to prejudice them can give the agency notice to remove or amend it. The agency must reply within 28 days. If it does not remove or amend the entry, the person may, within a further 28 days, require a notice of correction of up to 200 words to be added; unresolved disputes can go to the regulator.',
    url: `${LEG}/ukpga/1974/39/section/159`,
    deadline: {
      amount: 28,
      count: 'calendar-days',
      description: 'agency must tell the consumer within 28 days of receiving the notice what it has done',
    },
  },
  {
    id: 'cca-prescribed-periods-1983',
    kind: 'regulation',
    title: 'Consumer Credit (Prescribed Periods for Giving Information) Regulations 1983',
    section: '',
    cite: 'the Consumer Credit (Prescribed Periods for Giving Information) Regulations 1983',
    summary:
      'Set the period within which a creditor or owner must answer a request under ss.77–79 of the Consumer Credit Act 1974: 12 working days from the day after the request is received.',
    url: `${LEG}/uksi/1983/1569/contents`,
    deadline: {
      amount: 12,
      count: 'working-days',
      description: '12 working days after the request is received',
    },
  },
  // ── Limitation ───────────────────────────────────────────────────────────
  {
    id: 'limitation-1980-s5',
    kind: 'statute',
    title: 'Limitation Act 1980',
    section: 's.5',
    cite: 'section 5 of the Limitation Act 1980',
    summary:
      'A court claim founded on a simple contract (most credit cards, loans, overdrafts, utility and phone bills) cannot be brought more than six years after the cause of action accrued, usually the date of default or last payment. The debt is not wiped out, but it can no longer be enforced through the courts.',
    url: `${LEG}/ukpga/1980/58/section/5`,
    deadline: {
      amount: 6,
      count: 'years',
      description: 'six years from the date the cause of action accrued',
    },
    jurisdictions: EW,
  },
  {
    id: 'limitation-1980-s9',
    kind: 'statute',
    title: 'Limitation Act 1980',
    section: 's.9',
    cite: 'section 9 of the Limitation Act 1980',
    summary:
      'A claim for a sum recoverable by statute cannot be brought more than six years after the cause of action accrued, unless another statute sets a different rule.',
    url: `${LEG}/ukpga/1980/58/section/9`,
    deadline: {
      amount: 6,
      count: 'years',
      description: 'six years from the date the cause of action accrued',
    },
    jurisdictions: EW,
  },
  {
    id: 'limitation-1980-s19',
    kind: 'statute',
    title: 'Limitation Act 1980',
    section: 's.19',
    cite: 'section 19 of the Limitation Act 1980',
    summary:
      'A claim to recover arrears of rent cannot be brought more than six years after the arrears became due.',
    url: `${LEG}/ukpga/1980/58/section/19`,
    deadline: {
      amount: 6,
      count: 'years',
      description: 'six years from the date each instalment of rent fell due',
    },
    jurisdictions: EW,
  },
  {
    id: 'limitation-1980-s20',
    kind: 'statute',
    title: 'Limitation Act 1980',
    section: 's.20',
    cite: 'section 20 of the Limitation Act 1980',
    summary:
      'A claim to recover money secured by a mortgage (for example a shortfall after sale) must be brought within twelve years for the capital, and within six years for arrears of interest.',
    url: `${LEG}/ukpga/1980/58/section/20`,
    deadline: {
      amount: 12,
      count: 'years',
      description: 'twelve years for the capital, six years for interest',
    },
    jurisdictions: EW,
  },
  {
    id: 'limitation-1980-s29-30',
    kind: 'statute',
    title: 'Limitation Act 1980',
    section: 'ss.29–30',
    cite: 'sections 29 and 30 of the Limitation Act 1980',
    summary:
      'While the limitation period is still running, a payment or a written and signed acknowledgement of the debt restarts it from that date (s.29(5), s.30). Once the period has expired, a later payment or acknowledgement does not revive the right to sue (s.29(7)).',
    url: `${LEG}/ukpga/1980/58/section/29`,
    jurisdictions: EW,
  },
  {
    id: 'prescription-scotland-1973-s6',
    kind: 'statute',
    title: 'Prescription and Limitation (Scotland) Act 1973',
    section: 's.6',
    cite: 'section 6 of the Prescription and Limitation (Scotland) Act 1973',
    summary:
      'In Scotland most contractual debts are extinguished altogether if five years pass without a relevant claim or a relevant acknowledgement (such as a payment or a written admission) by the debtor. After that the debt no longer exists, and a later acknowledgement does not revive it.',
    url: `${LEG}/ukpga/1973/52/section/6`,
    deadline: {
      amount: 5,
      count: 'years',
      description:
        'five years from when the obligation became enforceable, without a relevant claim or acknowledgement',
    },
    jurisdictions: ['scotland'],
  },
  {
    id: 'limitation-ni-1989-art6',
    kind: 'statute',
    title: 'Limitation (Northern Ireland) Order 1989',
    section: 'art.6',
    cite: 'Article 6 of the Limitation (Northern Ireland) Order 1989',
    summary:
      'In Northern Ireland a claim founded on a simple contract cannot be brought more than six years after the cause of action accrued.',
    url: `${LEG}/nisi/1989/1339/article/6`,
    deadline: {
      amount: 6,
      count: 'years',
      description: 'six years from the date the cause of action accrued',
    },
    jurisdictions: ['northern-ireland'],
  },
  // ── Civil procedure ──────────────────────────────────────────────────────
  {
    id: 'pap-debt-claims',
    kind: 'protocol',
    title: 'Pre-Action Protocol for Debt Claims',
    section: '',
    cite: 'the Pre-Action Protocol for Debt Claims',
    summary:
      'Before a business sues an individual for a debt it must send a Letter of Claim with an Information Sheet, a Reply Form and a Financial Statement, and give the debtor 30 days to reply. If the debtor disputes the debt or asks for documents, the creditor should provide them and not start proceedings until 30 days after doing so. Courts can penalise parties who ignore the protocol.',
    url: 'https://www.justice.gov.uk/courts/procedure-rules/civil/protocol/prot_debt',
    deadline: {
      amount: 30,
      count: 'calendar-days',
      description: '30 days from the date of the Letter of Claim for the debtor to reply',
    },
    jurisdictions: EW,
  },
  {
    id: 'pap-mortgage-possession',
    kind: 'protocol',
    title:
      'Pre-Action Protocol for Possession Claims based on Mortgage or Home Purchase Plan Arrears in Respect of Residential Property',
    section: '',
    cite: 'the Pre-Action Protocol for Possession Claims based on Mortgage Arrears',
    summary:
      "Before a lender starts a possession claim for mortgage arrears it should give the borrower information about the arrears and consider reasonable proposals for payment, and should consider whether to postpone proceedings where a complaint to the Financial Ombudsman is pending. The Protocol does not alter the parties' rights and obligations (para 2.2).",
    url: 'https://www.justice.gov.uk/courts/procedure-rules/civil/protocol',
    jurisdictions: EW,
  },
  {
    id: 'pap-social-landlord-possession',
    kind: 'protocol',
    title: 'Pre-Action Protocol for Possession Claims by Social Landlords',
    section: '',
    cite: 'the Pre-Action Protocol for Possession Claims by Social Landlords',
    summary:
      "Before a social landlord (a council or housing association) claims possession for rent arrears it should contact the tenant to discuss the cause of the arrears, the tenant's finances and benefits, try to agree affordable payments towards the arrears, provide rent statements, help with any housing benefit claim, and treat court proceedings as a last resort. Courts take into account whether it was followed.",
    url: 'https://www.justice.gov.uk/courts/procedure-rules/civil/protocol/pre-action-protocol-for-possession-claims-by-social-landlords',
    jurisdictions: EW,
  },
  {
    id: 'interpretation-act-1978-s7',
    kind: 'statute',
    title: 'Interpretation Act 1978',
    section: 's.7',
    cite: 'section 7 of the Interpretation Act 1978',
    summary:
      'Where an Act requires a document to be served by post, service is deemed effected by properly addressing, prepaying and posting it and, unless the contrary is proved, at the time the letter would be delivered in the ordinary course of post — in practice the second working day after posting by first class post.',
    url: `${LEG}/ukpga/1978/30/section/7`,
    deadline: {
      amount: 2,
      count: 'working-days',
      description: 'second working day after first class posting (practice)',
    },
  },
  {
    id: 'doyle-v-pra-2019',
    kind: 'case',
    title: 'Doyle v PRA Group (UK) Ltd',
    section: '[2019] EWCA Civ 12',
    cite: 'Doyle v PRA Group (UK) Ltd [2019] EWCA Civ 12',
    summary:
      'For a regulated credit agreement the creditor cannot sue until a default notice has been served and has expired, so the six-year limitation period for the debt runs from that expiry, not from the last payment.',
    url: 'https://www.bailii.org/ew/cases/EWCA/Civ/2019/12.html',
  },
  {
    id: 'cpr-6-26',
    kind: 'rule',
    title: 'Civil Procedure Rules',
    section: 'r.6.26',
    cite: 'rule 6.26 of the Civil Procedure Rules',
    summary:
      'A document sent by first class post is deemed served on the second business day after posting, if that is a business day, or else on the next business day after that. Business days exclude weekends and bank holidays.',
    url: 'https://www.justice.gov.uk/courts/procedure-rules/civil/rules/part06',
    deadline: { amount: 2, count: 'working-days', description: 'second business day after posting' },
    jurisdictions: EW,
  },
  // ── FCA rules ────────────────────────────────────────────────────────────
  {
    id: 'fca-conc-7',
    kind: 'rule',
    title: 'FCA Consumer Credit sourcebook (CONC)',
    section: 'CONC 7',
    cite: 'Chapter 7 of the FCA Consumer Credit sourcebook (CONC 7)',
    summary:
      'FCA rules on arrears, default and recovery: firms and debt collectors must treat customers in arrears with forbearance and due consideration, must not use unfair, misleading or disproportionate collection practices, and must give customers information about the amount owed.',
    url: 'https://www.handbook.fca.org.uk/handbook/CONC/7/',
  },
  {
    id: 'fca-conc-7-14',
    kind: 'rule',
    title: 'FCA Consumer Credit sourcebook (CONC)',
    section: 'CONC 7.14',
    cite: 'CONC 7.14 of the FCA Handbook',
    summary:
      'Where a customer disputes a debt on valid grounds or what may be valid grounds, the firm must suspend recovery steps (CONC 7.14.1R), investigate and give the customer details of the debt (CONC 7.14.3R). Where the identity of the borrower or the amount is disputed, it is for the firm to show it is right (CONC 7.14.4R).',
    url: 'https://www.handbook.fca.org.uk/handbook/CONC/7/14.html',
  },
  {
    id: 'fca-conc-7-15',
    kind: 'rule',
    title: 'FCA Consumer Credit sourcebook (CONC)',
    section: 'CONC 7.15',
    cite: 'CONC 7.15 of the FCA Handbook',
    summary:
      'FCA rules on statute-barred debts: a firm must not mislead a customer about the effect of limitation, and must not pursue a customer for a statute-barred debt as if they were legally obliged to pay it through the courts.',
    url: 'https://www.handbook.fca.org.uk/handbook/CONC/7/15.html',
  },
  {
    id: 'fca-mcob-13',
    kind: 'rule',
    title: 'FCA Mortgages and Home Finance: Conduct of Business sourcebook (MCOB)',
    section: 'MCOB 13',
    cite: 'Chapter 13 of the FCA Mortgages and Home Finance: Conduct of Business sourcebook (MCOB 13)',
    summary:
      'FCA rules on mortgage arrears and repossessions: lenders must deal fairly with borrowers in arrears, give them regular information about the arrears and charges, consider reasonable payment arrangements and use repossession only as a last resort.',
    url: 'https://www.handbook.fca.org.uk/handbook/MCOB/13/',
  },
  {
    id: 'fca-disp-1-6',
    kind: 'rule',
    title: 'FCA Dispute Resolution: Complaints sourcebook (DISP)',
    section: 'DISP 1.6',
    cite: 'DISP 1.6 of the FCA Handbook',
    summary:
      'A regulated firm must send a final response to a complaint within eight weeks of receiving it, or explain why it cannot and tell the complainant they may refer the complaint to the Financial Ombudsman Service.',
    url: 'https://www.handbook.fca.org.uk/handbook/DISP/1/6.html',
    deadline: {
      amount: 8,
      count: 'weeks',
      description: 'eight weeks from receipt of the complaint for a final response',
    },
  },
  {
    id: 'fos',
    kind: 'route',
    title: 'Financial Ombudsman Service',
    section: '',
    cite: 'the Financial Ombudsman Service',
    summary:
      'Free, independent service that decides complaints against banks, lenders, debt collectors and other financial firms. A complaint can be referred once the firm has sent its final response or eight weeks have passed, and generally within six months of a final response.',
    url: 'https://www.financial-ombudsman.org.uk/',
  },
  // ── Parking ──────────────────────────────────────────────────────────────
  {
    id: 'pofa-2012-sch4',
    kind: 'statute',
    title: 'Protection of Freedoms Act 2012',
    section: 'Sch.4',
    cite: 'Schedule 4 to the Protection of Freedoms Act 2012',
    summary:
      'Lets a private parking operator recover an unpaid parking charge from the registered keeper, instead of the driver, only if it has followed the Schedule strictly: the right notices, with the prescribed content, given within the prescribed times. If it has not, only the driver can be pursued. It applies in England and Wales, not in Scotland or Northern Ireland.',
    url: `${LEG}/ukpga/2012/9/schedule/4`,
    jurisdictions: EW,
  },
  {
    id: 'pofa-2012-sch4-para8',
    kind: 'statute',
    title: 'Protection of Freedoms Act 2012',
    section: 'Sch.4 para 8',
    cite: 'paragraph 8 of Schedule 4 to the Protection of Freedoms Act 2012',
    summary:
      'Where a notice to driver (for example a windscreen ticket) was given, a Notice to Keeper must contain the prescribed information and be given no earlier than 28 days and no later than 56 days after the notice to driver.',
    url: `${LEG}/ukpga/2012/9/schedule/4/paragraph/8`,
    jurisdictions: EW,
  },
  {
    id: 'pofa-2012-sch4-para9',
    kind: 'statute',
    title: 'Protection of Freedoms Act 2012',
    section: 'Sch.4 para 9',
    cite: 'paragraph 9 of Schedule 4 to the Protection of Freedoms Act 2012',
    summary:
      'Where no notice to driver was given (for example camera/ANPR enforcement), the Notice to Keeper must contain the prescribed information and be given within 14 days beginning with the day after the parking period ended. A posted notice is presumed given on the second working day after posting.',
    url: `${LEG}/ukpga/2012/9/schedule/4/paragraph/9`,
    deadline: {
      amount: 14,
      count: 'calendar-days',
      description:
        'Notice to Keeper must be given within 14 days beginning with the day after the parking period ended',
    },
    jurisdictions: EW,
  },
  {
    id: 'popla',
    kind: 'route',
    title: 'Parking on Private Land Appeals (POPLA)',
    section: '',
    cite: 'Parking on Private Land Appeals (POPLA)',
    summary:
      'Independent appeals service for parking charges issued by operators in the British Parking Association. The operator must give a POPLA code when it rejects an appeal; the appeal is free for the motorist.',
    url: 'https://www.popla.co.uk/',
  },
  {
    id: 'ias',
    kind: 'route',
    title: 'Independent Appeals Service (IAS)',
    section: '',
    cite: 'the Independent Appeals Service (IAS)',
    summary:
      'Independent appeals service for parking charges issued by operators in the International Parking Community. It can be used once the operator has rejected an appeal.',
    url: 'https://www.theias.org/',
  },
  {
    id: 'tma-2004-part6',
    kind: 'statute',
    title: 'Traffic Management Act 2004',
    section: 'Part 6',
    cite: 'Part 6 of the Traffic Management Act 2004',
    summary:
      'Civil enforcement of parking and some moving-traffic contraventions by councils through Penalty Charge Notices. The recipient can make formal representations to the council and, if they are rejected, appeal to an independent adjudicator: the Traffic Penalty Tribunal (England outside London, and Wales) or London Tribunals.',
    url: `${LEG}/ukpga/2004/18/part/6`,
    jurisdictions: EW,
  },
  {
    id: 'traffic-penalty-tribunal',
    kind: 'route',
    title: 'Traffic Penalty Tribunal',
    section: '',
    cite: 'the Traffic Penalty Tribunal',
    summary:
      'Independent adjudicators deciding appeals against council Penalty Charge Notices in England outside London, and in Wales.',
    url: 'https://www.trafficpenaltytribunal.gov.uk/',
    jurisdictions: EW,
  },
  {
    id: 'london-tribunals',
    kind: 'route',
    title: 'London Tribunals',
    section: '',
    cite: 'London Tribunals',
    summary:
      'Independent adjudicators deciding appeals against Penalty Charge Notices issued in London, including parking, moving traffic and road user charging (such as the Ultra Low Emission Zone and the Congestion Charge).',
    url: 'https://www.londontribunals.gov.uk/',
    jurisdictions: EW,
  },
  // ── Council tax and business rates ──────────────────────────────────────
  {
    id: 'ct-admin-enforcement-1992-reg23',
    kind: 'regulation',
    title: 'Council Tax (Administration and Enforcement) Regulations 1992',
    section: 'reg.23',
    cite: 'regulation 23 of the Council Tax (Administration and Enforcement) Regulations 1992',
    summary:
      "If an instalment is not paid on time the council must serve a reminder notice. If the missed instalments are not paid within seven days of the reminder, the right to pay by instalments is lost and the whole year's balance becomes payable.",
    url: `${LEG}/uksi/1992/613/regulation/23`,
    deadline: {
      amount: 7,
      count: 'calendar-days',
      description: 'seven days from the reminder notice to pay the missed instalments',
    },
    jurisdictions: EW,
  },
  {
    id: 'ct-admin-enforcement-1992-reg34',
    kind: 'regulation',
    title: 'Council Tax (Administration and Enforcement) Regulations 1992',
    section: 'reg.34',
    cite: 'regulation 34 of the Council Tax (Administration and Enforcement) Regulations 1992',
    summary:
      "To enforce unpaid council tax the council must apply to the magistrates' court for a liability order, by a summons served on the taxpayer. The court makes the order if it is satisfied that the sum has become payable and has not been paid; disputes about liability itself belong to the Valuation Tribunal.",
    url: `${LEG}/uksi/1992/613/regulation/34`,
    jurisdictions: EW,
  },
  {
    id: 'lgfa-1992-s16',
    kind: 'statute',
    title: 'Local Government Finance Act 1992',
    section: 's.16',
    cite: 'section 16 of the Local Government Finance Act 1992',
    summary:
      'A person who thinks they are not liable for council tax, or that the amount is wrong, must first notify the council in writing. If the council does not answer within two months, or the person disagrees with its answer, they may appeal to the Valuation Tribunal.',
    url: `${LEG}/ukpga/1992/14/section/16`,
    deadline: {
      amount: 2,
      count: 'months',
      description: 'two months from the written notice for the council to respond',
    },
    jurisdictions: EW,
  },
  {
    id: 'valuation-tribunal',
    kind: 'route',
    title: 'Valuation Tribunal for England',
    section: '',
    cite: 'the Valuation Tribunal',
    summary:
      'Independent tribunal that decides appeals about council tax liability, discounts, exemptions and penalties, and about business rates, after the council has been given the chance to answer.',
    url: 'https://www.valuationtribunal.gov.uk/',
    jurisdictions: EW,
  },
  // ── Council tax and diligence: Scotland ──────────────────────────────────
  {
    id: 'cpsa-1995-s226a',
    kind: 'statute',
    title: 'Criminal Procedure (Scotland) Act 1995',
    section: 's.226A',
    cite: 'section 226A of the Criminal Procedure (Scotland) Act 1995',
    summary:
      'Scotland: fines enforcement officers. Their general functions are to give offenders information and advice about paying fines and other penalties, and to secure compliance with the enforcement order the court made, which sets the time for payment or the instalments.',
    url: `${LEG}/ukpga/1995/46/section/226A`,
    jurisdictions: ['scotland'],
  },
  {
    id: 'justice-ni-2016-part1',
    kind: 'statute',
    title: 'Justice Act (Northern Ireland) 2016',
    section: 'Part 1',
    cite: 'Part 1 of the Justice Act (Northern Ireland) 2016',
    summary:
      'Northern Ireland: the court makes a collection order with a fine, stating the sum due, any sum paid, how to pay and how to contact the collection officer; collection officers give debtors information and advice about payment, and on default may use deductions from benefits, attachment of earnings, bank account orders or vehicle seizure, or refer the case back to court.',
    url: `${LEG}/nia/2016/21/part/1`,
    jurisdictions: ['northern-ireland'],
  },
  {
    id: 'lgfa-1992-s81',
    kind: 'statute',
    title: 'Local Government Finance Act 1992',
    section: 's.81',
    cite: 'section 81 of the Local Government Finance Act 1992',
    summary:
      'Scotland: a person aggrieved by a decision that they are liable for council tax, or by the amount calculated, must first serve written notice on the council stating the matter and the grounds (s.81(4)–(6)). The council must consider it and answer with reasons; if it rejects the grievance, or two months pass without an answer, the person may appeal (s.81(7)), now to the First-tier Tribunal for Scotland (Local Taxation Chamber).',
    url: `${LEG}/ukpga/1992/14/section/81`,
    deadline: {
      amount: 2,
      count: 'months',
      description:
        'two months from service of the written notice for the council to answer before an appeal may be made',
    },
    jurisdictions: ['scotland'],
  },
  {
    id: 'lgfa-1992-sch8-para2',
    kind: 'statute',
    title: 'Local Government Finance Act 1992',
    section: 'Sch.8 para 2',
    cite: 'paragraph 2 of Schedule 8 to the Local Government Finance Act 1992',
    summary:
      'Scotland: unpaid council tax may be recovered by diligence under a summary warrant, which the sheriff grants on the council’s application and certificate, without a hearing; the warrant adds a surcharge of 10 per cent of the sum unpaid.',
    url: `${LEG}/ukpga/1992/14/schedule/8`,
    jurisdictions: ['scotland'],
  },
  {
    id: 'ct-admin-enforcement-scotland-1992',
    kind: 'regulation',
    title: 'Council Tax (Administration and Enforcement) (Scotland) Regulations 1992',
    section: '',
    cite: 'the Council Tax (Administration and Enforcement) (Scotland) Regulations 1992',
    summary:
      'Scotland: how councils bill and collect council tax — demand notices, instalments, the reminder after a missed instalment and the loss of the right to pay by instalments (Part V), and enforcement (Part VII).',
    url: `${LEG}/uksi/1992/1332/contents/made`,
    jurisdictions: ['scotland'],
  },
  {
    id: 'ftt-scotland-local-taxation',
    kind: 'route',
    title: 'First-tier Tribunal for Scotland (Local Taxation Chamber)',
    section: '',
    cite: 'the First-tier Tribunal for Scotland (Local Taxation Chamber)',
    summary:
      'Since 1 April 2023 it decides the council tax appeals that valuation appeal committees used to hear, including appeals about liability and the amount calculated under section 81 of the Local Government Finance Act 1992. Free to use.',
    url: `${LEG}/ssi/2022/364/contents/made`,
    jurisdictions: ['scotland'],
  },
  {
    id: 'debtors-scotland-1987-s5',
    kind: 'statute',
    title: 'Debtors (Scotland) Act 1987',
    section: 's.5',
    cite: 'section 5 of the Debtors (Scotland) Act 1987',
    summary:
      'Scotland: once a charge for payment has been served (or an arrestment executed) for a debt due under a decree or other document, the debtor may apply to the sheriff for a time to pay order: payment by instalments, or as a lump sum later. Some debts are excluded (s.5(4)), including council tax recovered under a summary warrant.',
    url: `${LEG}/ukpga/1987/18/section/5`,
    jurisdictions: ['scotland'],
  },
  {
    id: 'das-2002-part1',
    kind: 'statute',
    title: 'Debt Arrangement and Attachment (Scotland) Act 2002',
    section: 'Part 1',
    cite: 'Part 1 of the Debt Arrangement and Attachment (Scotland) Act 2002',
    summary:
      'Scotland: the Debt Arrangement Scheme. A debtor may apply, through an approved money adviser, for a debt payment programme; while a programme is in effect no diligence may be done to recover the debts it includes.',
    url: `${LEG}/asp/2002/17/part/1`,
    jurisdictions: ['scotland'],
  },
  {
    id: 'ndr-collection-enforcement-1989',
    kind: 'regulation',
    title: 'Non-Domestic Rating (Collection and Enforcement) (Local Lists) Regulations 1989',
    section: '',
    cite: 'the Non-Domestic Rating (Collection and Enforcement) (Local Lists) Regulations 1989',
    summary:
      "Govern how councils bill and collect business rates, the notices they must serve, and their application to the magistrates' court for a liability order before enforcement.",
    url: `${LEG}/uksi/1989/1058/contents`,
    jurisdictions: EW,
  },
  {
    id: 'r-kofa-v-oldham-2024',
    kind: 'case',
    title: 'R (Kofa) v Oldham MBC',
    section: '[2024] EWHC 685 (Admin)',
    cite: 'R (Kofa) v Oldham MBC [2024] EWHC 685 (Admin)',
    summary:
      'The High Court held that council tax is a liability imposed by statute, so the taxpayer\'s consent or contract is irrelevant; arguments that a person is not liable unless they agree, or that their "legal person" is separate from them, were rejected.',
    url: 'https://www.bailii.org/ew/cases/EWHC/Admin/2024/685.html',
  },
  {
    id: 'stamp-v-capital-home-loans-2024',
    kind: 'case',
    title: 'Stamp v Capital Home Loans Ltd',
    section: '[2024] EWHC 1092 (KB)',
    cite: 'Stamp v Capital Home Loans [2024] EWHC 1092 (KB)',
    summary:
      'The High Court rejected "freeman"/"sovereign citizen"-style arguments (such as a person being separate from their legal name or trust, or that a debt is discharged by such documents) as having no legal basis.',
    url: 'https://www.bailii.org/ew/cases/EWHC/KB/2024/1092.html',
  },
  // ── Enforcement agents (bailiffs) ───────────────────────────────────────
  {
    id: 'tcea-2007-sch12',
    kind: 'statute',
    title: 'Tribunals, Courts and Enforcement Act 2007',
    section: 'Sch.12',
    cite: 'Schedule 12 to the Tribunals, Courts and Enforcement Act 2007',
    summary:
      'The procedure enforcement agents must follow to take control of goods: notice before entry, limits on entry and on the goods that may be taken, and a right for the debtor to bring proceedings where an agent breaches the Schedule (paragraph 66).',
    url: `${LEG}/ukpga/2007/15/schedule/12`,
    jurisdictions: EW,
  },
  {
    id: 'tcg-regs-2013-reg6-7',
    kind: 'regulation',
    title: 'Taking Control of Goods Regulations 2013',
    section: 'regs.6–7',
    cite: 'regulations 6 and 7 of the Taking Control of Goods Regulations 2013',
    summary:
      'An enforcement agent must give the debtor a notice of enforcement at least 7 clear days before taking control of goods (Sundays, bank holidays, Good Friday and Christmas Day do not count). Regulation 7 sets what the notice must contain, including the amount, the fees and how to pay.',
    url: `${LEG}/uksi/2013/1894/regulation/6`,
    deadline: {
      amount: 7,
      count: 'clear-days',
      description: 'at least 7 clear days between the notice of enforcement and taking control of goods',
    },
    jurisdictions: EW,
  },
  {
    id: 'tcg-regs-2013-reg8',
    kind: 'regulation',
    title: 'Taking Control of Goods Regulations 2013',
    section: 'reg.8',
    cite: 'regulation 8 of the Taking Control of Goods Regulations 2013',
    summary:
      'How a notice of enforcement must be given: by post to where the debtor usually lives or trades, by fax or other electronic means, by hand through the letter box (or affixed where there is none), or to the debtor personally; and by the enforcement agent or their office.',
    url: `${LEG}/uksi/2013/1894/regulation/8`,
    jurisdictions: EW,
  },
  {
    id: 'tcg-fees-regs-2014',
    kind: 'regulation',
    title: 'Taking Control of Goods (Fees) Regulations 2014',
    section: 'Schedule',
    cite: 'the Taking Control of Goods (Fees) Regulations 2014',
    summary:
      'Fix the only fees an enforcement agent may recover for most debts (not High Court writs): £75 compliance stage; £235 enforcement stage plus 7.5% of the part of the debt above £1,500; £110 sale stage plus 7.5% of the part above £1,500. No other fees may be charged.',
    url: `${LEG}/uksi/2014/1/schedule`,
    jurisdictions: EW,
  },
  {
    id: 'cea-regs-2014',
    kind: 'regulation',
    title: 'Certification of Enforcement Agents Regulations 2014',
    section: '',
    cite: 'the Certification of Enforcement Agents Regulations 2014',
    summary:
      'An individual enforcement agent must hold a certificate issued by a County Court judge. Certificated agents are listed on the official register, and anyone can complain to the court that an agent is not fit to hold a certificate.',
    url: `${LEG}/uksi/2014/421/contents`,
    jurisdictions: EW,
  },
  {
    id: 'certificated-bailiffs-register',
    kind: 'route',
    title: 'Register of certificated enforcement agents',
    section: '',
    cite: 'the official register of certificated enforcement agents',
    summary:
      'The Ministry of Justice register where anyone can check whether an enforcement agent holds a current certificate.',
    url: 'https://certificatedbailiffs.justice.gov.uk/',
    jurisdictions: EW,
  },
  // ── Magistrates' court fines ────────────────────────────────────────────
  {
    id: 'courts-act-2003-sch5',
    kind: 'statute',
    title: 'Courts Act 2003',
    section: 'Sch.5',
    cite: 'Schedule 5 to the Courts Act 2003',
    summary:
      "How magistrates' court fines are collected: payment terms, the fines officer's powers (attachment of earnings, deductions from benefits, warrants of control) and the right to apply for the payment terms to be varied or to have a fines officer's decision referred to the court.",
    url: `${LEG}/ukpga/2003/39/schedule/5`,
    jurisdictions: EW,
  },
  {
    id: 'cja-2003-s29',
    kind: 'statute',
    title: 'Criminal Justice Act 2003',
    section: 's.29',
    cite: 'section 29 of the Criminal Justice Act 2003',
    summary:
      'A relevant prosecutor may begin a prosecution by a written charge with a requisition or a Single Justice Procedure Notice (only for a summary offence not punishable with imprisonment); the notice requires the person to tell the court in writing whether they plead guilty or not guilty, and the prosecutor must serve with it the documents the Criminal Procedure Rules prescribe (s.29(3B)).',
    url: `${LEG}/ukpga/2003/44/section/29`,
    jurisdictions: EW,
  },
  {
    id: 'mca-1980-s16a',
    kind: 'statute',
    title: "Magistrates' Courts Act 1980",
    section: 's.16A',
    cite: "section 16A of the Magistrates' Courts Act 1980",
    summary:
      'Trial by a single justice on the papers: where the person served with a Single Justice Procedure Notice has not said they plead not guilty or want a hearing, one magistrate may try the charge, hearing no oral evidence and considering only the documents served and any written mitigation.',
    url: `${LEG}/ukpga/1980/43/section/16A`,
    jurisdictions: EW,
  },
  {
    id: 'mca-1980-s14',
    kind: 'statute',
    title: "Magistrates' Courts Act 1980",
    section: 's.14',
    cite: "section 14 of the Magistrates' Courts Act 1980",
    summary:
      'A person convicted in their absence who did not know of the summons or proceedings can make a statutory declaration to that effect within 21 days of finding out; the summons and everything that followed are then void and the case starts again.',
    url: `${LEG}/ukpga/1980/43/section/14`,
    deadline: {
      amount: 21,
      count: 'calendar-days',
      description: '21 days from the day the person learned of the proceedings',
    },
    jurisdictions: EW,
  },
  // ── Speeding ────────────────────────────────────────────────────────────
  {
    id: 'rtoa-1988-s1',
    kind: 'statute',
    title: 'Road Traffic Offenders Act 1988',
    section: 's.1',
    cite: 'section 1 of the Road Traffic Offenders Act 1988',
    summary:
      'For speeding and certain other offences, unless the driver was warned at the time, a Notice of Intended Prosecution must be served on the registered keeper within 14 days of the offence (or a summons served within that time). Failure can be a defence, but only if the notice was genuinely late.',
    url: `${LEG}/ukpga/1988/53/section/1`,
    deadline: {
      amount: 14,
      count: 'calendar-days',
      description: 'notice must be served within 14 days of the offence',
    },
    jurisdictions: GB,
  },
  {
    id: 'rto-ni-1996-art5',
    kind: 'statute',
    title: 'Road Traffic Offenders (Northern Ireland) Order 1996',
    section: 'art.5',
    cite: 'Article 5 of the Road Traffic Offenders (Northern Ireland) Order 1996',
    summary:
      'Northern Ireland: for speeding and certain other offences, a person may not be convicted unless warned at the time, or served with a summons or a notice of intended prosecution (on them or the registered keeper) within 14 days of the offence.',
    url: `${LEG}/nisi/1996/1320/article/5`,
    deadline: {
      amount: 14,
      count: 'calendar-days',
      description: 'notice of intended prosecution within 14 days of the alleged offence',
    },
    jurisdictions: ['northern-ireland'],
  },
  {
    id: 'rta-1988-s172',
    kind: 'statute',
    title: 'Road Traffic Act 1988',
    section: 's.172',
    cite: 'section 172 of the Road Traffic Act 1988',
    summary:
      'The keeper of a vehicle must give the police the information they ask for to identify the driver at the time of an alleged offence, within 28 days of the request. Failing to do so is a separate criminal offence carrying six penalty points and a fine, so the request must never be ignored.',
    url: `${LEG}/ukpga/1988/52/section/172`,
    deadline: {
      amount: 28,
      count: 'calendar-days',
      description: 'keeper must give the driver details within 28 days of the request',
    },
    jurisdictions: GB,
  },
  {
    id: 'rtoa-1988-s75',
    kind: 'statute',
    title: 'Road Traffic Offenders Act 1988',
    section: 'ss.75–77',
    cite: 'sections 75 to 77 of the Road Traffic Offenders Act 1988',
    summary:
      'A conditional offer of a fixed penalty lets the alleged offender pay a fixed penalty (and accept points) instead of being prosecuted. It is an offer, not a conviction: the person may decline it and have the case decided by a court.',
    url: `${LEG}/ukpga/1988/53/section/75`,
    jurisdictions: GB,
  },
  // ── Vehicles removed or seized, stored and disposed of ─────────────────
  // Checked 2026-11-27 (docs/legal-mapping.md › Catalogue sources). The prescribed amounts change (raised from
  // 6 April 2023; the Home Office said in June 2026 that it will shorten the police disposal periods and review the
  // fees), so no summary or letter states an amount or a period: letters ask for the account and the notice's dates.
  {
    id: 'rtra-1984-s99',
    kind: 'statute',
    title: 'Road Traffic Regulation Act 1984',
    section: 's.99',
    cite: 'section 99 of the Road Traffic Regulation Act 1984',
    summary:
      'Regulations under this section provide for the removal of vehicles left on a road or other land in contravention of a statutory prohibition or restriction, or so as to cause an obstruction or danger, or appearing to have been abandoned without lawful authority, and of vehicles that have broken down.',
    url: `${LEG}/ukpga/1984/27/section/99`,
    jurisdictions: GB,
  },
  {
    id: 'rtra-1984-s101',
    kind: 'statute',
    title: 'Road Traffic Regulation Act 1984',
    section: 's.101',
    cite: 'section 101 of the Road Traffic Regulation Act 1984',
    summary:
      "A competent authority (the police or a local authority) may dispose of a vehicle that appears to it to be abandoned and that has been, or could be, removed under an order to which the section applies or regulations under s.99, but only subject to the section's own conditions and to the owner's right under s.101A to recover the vehicle first.",
    url: `${LEG}/ukpga/1984/27/section/101`,
    jurisdictions: EW,
  },
  {
    id: 'rtra-1984-s101a',
    kind: 'statute',
    title: 'Road Traffic Regulation Act 1984',
    section: 's.101A',
    cite: 'section 101A of the Road Traffic Regulation Act 1984',
    summary:
      'If, before a vehicle is disposed of under s.101, a person satisfies the authority that they own it and pays the relevant charges, the authority must let them remove it from its custody within the period it specifies (or the prescribed period). A person who was the owner when the vehicle was sold may claim, within one year of the sale, any proceeds above the relevant charges.',
    url: `${LEG}/ukpga/1984/27/section/101A`,
    jurisdictions: GB,
  },
  {
    id: 'rtra-1984-s102',
    kind: 'statute',
    title: 'Road Traffic Regulation Act 1984',
    section: 's.102',
    cite: 'section 102 of the Road Traffic Regulation Act 1984',
    summary:
      'Where a vehicle is removed under regulations under s.99 (or from a parking place under an order to which s.101 applies), the authority may recover from the person responsible only the prescribed charges for its removal, charges on a prescribed scale for the time it is in custody, and prescribed charges for its disposal; in England and Wales the sums are recoverable as a simple contract debt. A council removing a vehicle from a civil enforcement area for parking contraventions recovers instead the charges set under Schedule 9 to the Traffic Management Act 2004.',
    url: `${LEG}/ukpga/1984/27/section/102`,
    jurisdictions: EW,
  },
  {
    id: 'rsdv-prescribed-charges-2008',
    kind: 'regulation',
    title: 'Removal, Storage and Disposal of Vehicles (Prescribed Sums and Charges) Regulations 2008',
    section: '',
    cite: 'the Removal, Storage and Disposal of Vehicles (Prescribed Sums and Charges) Regulations 2008',
    summary:
      'Prescribe, for England and Wales, the charges the police and authorities may recover for removing, storing and disposing of vehicles under the Road Traffic Regulation Act 1984: the removal charge by the weight of the vehicle, whether it was upright and undamaged, and whether it was on or off the road; storage on a prescribed scale for the time the vehicle is held; and disposal. The amounts were raised for vehicles removed on or after 6 April 2023 (SI 2023/331): check the amount in force on the day of removal.',
    url: `${LEG}/uksi/2008/2095/contents`,
    jurisdictions: EW,
  },
  {
    id: 'tma-2004-sch9',
    kind: 'statute',
    title: 'Traffic Management Act 2004',
    section: 'Sch.9',
    cite: 'Schedule 9 to the Traffic Management Act 2004',
    summary:
      'Provides for the levels of penalty charges, of the charges councils make under section 102 of the Road Traffic Regulation Act 1984 for removing, storing and disposing of vehicles found in civil enforcement areas for parking contraventions, and of charges for releasing vehicles from immobilisation devices.',
    url: `${LEG}/ukpga/2004/18/schedule/9`,
    jurisdictions: EW,
  },
  {
    id: 'cerc-representations-2022-reg11',
    kind: 'regulation',
    title:
      'Civil Enforcement of Road Traffic Contraventions (Representations and Appeals) (England) Regulations 2022',
    section: 'reg.11',
    cite: 'regulation 11 of the Civil Enforcement of Road Traffic Contraventions (Representations and Appeals) (England) Regulations 2022',
    summary:
      'England: where a vehicle found in a civil enforcement area for parking contraventions is removed and a person pays to recover it (or is told it was sold or disposed of), they must at once be told in writing of their right to make representations to the council and to appeal to an adjudicator if these are not accepted. Representations made more than 28 days after being told may be disregarded. They may rely on grounds such as that there was no power to remove the vehicle, that the sums paid exceeded the amount applicable or a procedural impropriety, or on compelling reasons for a refund; the council must decide them within 56 days of receipt.',
    url: `${LEG}/uksi/2022/576/regulation/11`,
    deadline: {
      amount: 28,
      count: 'calendar-days',
      description:
        'representations made more than 28 days after the person was told of the right may be disregarded',
    },
    jurisdictions: EW,
  },
  {
    id: 'rta-1988-s165a',
    kind: 'statute',
    title: 'Road Traffic Act 1988',
    section: 's.165A',
    cite: 'section 165A of the Road Traffic Act 1988',
    summary:
      'A constable in uniform may seize and remove a motor vehicle where a person required to produce a driving licence or evidence of insurance fails to do so and the constable has reasonable grounds for believing that the vehicle is or was being driven without a licence or without insurance, or where a driver fails to stop when required and the constable has such grounds.',
    url: `${LEG}/ukpga/1988/52/section/165A`,
    jurisdictions: GB,
  },
  {
    id: 'rta-1988-s165b',
    kind: 'statute',
    title: 'Road Traffic Act 1988',
    section: 's.165B',
    cite: 'section 165B of the Road Traffic Act 1988',
    summary:
      'The power to make regulations for the retention, safe keeping and disposal of vehicles seized under section 165A and for the charges for their removal and retention. The 2005 regulations on seized motor vehicles, amended in 2008 and 2023, are made under it.',
    url: `${LEG}/ukpga/1988/52/section/165B`,
    jurisdictions: GB,
  },
  {
    id: 'rta-seized-vehicles-regs-2005',
    kind: 'regulation',
    title: 'Road Traffic Act 1988 (Retention and Disposal of Seized Motor Vehicles) Regulations 2005',
    section: '',
    cite: 'the Road Traffic Act 1988 (Retention and Disposal of Seized Motor Vehicles) Regulations 2005',
    summary:
      'For a vehicle seized under section 165A: the constable must give a seizure notice to the driver unless the circumstances make it impracticable, and the person holding the vehicle must, as soon as able, take steps to give one to the registered keeper or owner; the vehicle must be kept safely; the owner may have it released before it is disposed of on paying the prescribed charges for its removal and retention (raised from 6 April 2023); a vehicle not claimed by the date the notice gives may be disposed of. They apply in England and Wales and in Scotland.',
    url: `${LEG}/uksi/2005/1606/contents`,
    jurisdictions: GB,
  },
  {
    id: 'pra-2002-s59',
    kind: 'statute',
    title: 'Police Reform Act 2002',
    section: 's.59',
    cite: 'section 59 of the Police Reform Act 2002',
    summary:
      'Where a constable in uniform has reasonable grounds for believing that a motor vehicle is being, or has been, driven carelessly or inconsiderately, or off-road, in a manner causing or likely to cause alarm, distress or annoyance to the public, the constable may stop it and seize and remove it. A warning that it will be seized if the use continues or is repeated must normally be given first (s.59(4)).',
    url: `${LEG}/ukpga/2002/30/section/59`,
    jurisdictions: EW,
  },
  {
    id: 'police-complaints',
    kind: 'route',
    title: 'Police complaints system (England and Wales)',
    section: '',
    cite: 'the police complaints system',
    summary:
      'A complaint about a police force (its decisions, or the conduct of anyone serving with it) is made to the force, or through the Independent Office for Police Conduct, which passes it to the force. A complainant unhappy with the outcome can ask for a review by the body the outcome letter names: the IOPC or the local policing body.',
    url: 'https://policeconduct.gov.uk/complaints/reviews-and-appeals/submit-a-review-appeal',
    jurisdictions: EW,
  },
  // ── A council's financial penalty on a landlord (Housing Act 2004 s.249A) ────
  // Read 2026-11-27 (docs/legal-mapping.md › Catalogue sources). Section 249A(1)–(8): its text on legislation.gov.uk
  // (the section's data page, inserted from 6 April 2017 by the Housing and Planning Act 2016 Sch.9 para 7, whose
  // enacted text agrees). Schedule 13A's own page could not be opened here: its paragraphs were read in the parallel
  // enacted text of the 2016 Act's Schedule 1 (the same scheme, for a banning order's penalty), in the Upper
  // Tribunal's reading of paras 3, 4 and 8 in Welwyn Hatfield BC v Wang [2024] UKUT 24 (LC) (11KBW and Home Safe
  // summaries), and in councils' own pages on final notices, appeals and recovery (South Tyneside, Southend): only what
  // those agree on is summarised. No maximum amount is restated: the Renters' Rights Act 2025 reworked landlords'
  // penalties and its statutory guidance sets national starting levels, which were not checked against s.249A(4).
  {
    id: 'ha-2004-s249a',
    kind: 'statute',
    title: 'Housing Act 2004',
    section: 's.249A',
    cite: 'section 249A of the Housing Act 2004',
    summary:
      "A local housing authority may impose a financial penalty on a person, as an alternative to prosecution, if satisfied beyond reasonable doubt that the person's conduct amounts to a relevant housing offence in respect of premises in England: failing to comply with an improvement notice, an offence in relation to the licensing of houses in multiple occupation or of houses under Part 3 of the Act (selective licensing), failing to comply with an overcrowding notice, or breaching the management regulations for houses in multiple occupation. The authority determines the amount, up to the maximum the section sets. Only one penalty may be imposed for the same conduct, and none where the person has been convicted of the offence for that conduct or criminal proceedings for it have begun and not ended. Schedule 13A sets the procedure, appeals and enforcement.",
    url: `${LEG}/ukpga/2004/34/section/249A`,
    jurisdictions: EW,
  },
  {
    id: 'ha-2004-sch13a',
    kind: 'statute',
    title: 'Housing Act 2004',
    section: 'Sch.13A',
    cite: 'Schedule 13A to the Housing Act 2004',
    summary:
      'The procedure for a financial penalty under section 249A. Before imposing one the authority must give a notice of intent setting out the amount proposed, the reasons for it and the right to make written representations, which may be made within 28 days beginning with the day after the notice was given. After that period it decides whether to impose a penalty and of what amount, and imposes it by a final notice setting out the amount, the reasons, how to pay, the period for payment (28 days), the rights of appeal and the consequences of not paying. The authority may at any time withdraw a notice or reduce the amount in it. The person may appeal to the First-tier Tribunal against the decision to impose the penalty or its amount; the final notice is then suspended until the appeal is finally determined or withdrawn, and the tribunal may confirm, vary or cancel it. An unpaid penalty is recoverable on the order of the county court, as if it were payable under an order of that court; in those proceedings a certificate of the authority’s chief finance officer that it has not been received is conclusive evidence of that fact.',
    url: `${LEG}/ukpga/2004/34/schedule/13A`,
    deadline: {
      amount: 28,
      count: 'calendar-days',
      description:
        'written representations within 28 days beginning with the day after the notice of intent was given; an appeal to the First-tier Tribunal (Property Chamber) within 28 days of the final notice, later only with its permission',
    },
    jurisdictions: EW,
  },
  // ── Services and utilities ──────────────────────────────────────────────
  {
    id: 'cra-2015-s49-50',
    kind: 'statute',
    title: 'Consumer Rights Act 2015',
    section: 'ss.49–50',
    cite: 'sections 49 and 50 of the Consumer Rights Act 2015',
    summary:
      'A trader supplying a service to a consumer must perform it with reasonable care and skill (s.49), and what the trader said about the service, which the consumer relied on, is binding (s.50).',
    url: `${LEG}/ukpga/2015/15/section/49`,
  },
  {
    id: 'cra-2015-s54-57',
    kind: 'statute',
    title: 'Consumer Rights Act 2015',
    section: 'ss.54–57',
    cite: 'sections 54 to 57 of the Consumer Rights Act 2015',
    summary:
      'Where a service falls short, the consumer can require repeat performance (s.55) or, if that is impossible or not done in reasonable time, a price reduction (s.56); these rights cannot be excluded by the contract (s.57).',
    url: `${LEG}/ukpga/2015/15/section/54`,
  },
  {
    id: 'energy-ombudsman',
    kind: 'route',
    title: 'Energy Ombudsman',
    section: '',
    cite: 'the Energy Ombudsman',
    summary:
      'Free ombudsman for complaints against energy suppliers, available once the supplier has issued a deadlock letter or eight weeks have passed since the complaint.',
    url: 'https://www.energyombudsman.org/',
  },
  {
    id: 'ofgem-back-billing',
    kind: 'rule',
    title: 'Ofgem supply licence conditions (back-billing)',
    section: 'SLC 21BA',
    cite: 'the back-billing rule in the energy supply licence conditions (SLC 21BA)',
    summary:
      'Energy suppliers generally cannot bill a domestic customer for energy used more than 12 months before the bill was issued, where the customer was not correctly billed earlier through no fault of their own.',
    url: 'https://www.ofgem.gov.uk/',
  },
  {
    id: 'wia-1991-s61',
    kind: 'statute',
    title: 'Water Industry Act 1991',
    section: 's.61',
    cite: 'section 61 of the Water Industry Act 1991',
    summary:
      "A water company may not disconnect the water supply to a household's home because of unpaid charges. Disputes go to the company's complaints process, then the Consumer Council for Water and the Water Redress Scheme.",
    url: `${LEG}/ukpga/1991/56/section/61`,
    jurisdictions: EW,
  },
  {
    id: 'ofcom-adr',
    kind: 'route',
    title: 'Ofcom-approved alternative dispute resolution',
    section: '',
    cite: 'the Ofcom-approved alternative dispute resolution scheme',
    summary:
      'Phone and broadband providers must belong to an Ofcom-approved dispute resolution scheme; a customer can refer a complaint to it after eight weeks, or earlier with a deadlock letter.',
    url: 'https://www.ofcom.org.uk/',
  },
  {
    id: 'communications-act-2003-s363',
    kind: 'statute',
    title: 'Communications Act 2003',
    section: 's.363',
    cite: 'section 363 of the Communications Act 2003',
    summary:
      'A TV licence is needed only to watch or record programmes as they are broadcast or streamed live, or to use BBC iPlayer. Without such use no licence is required.',
    url: `${LEG}/ukpga/2003/21/section/363`,
  },
  // ── Public-sector debts ─────────────────────────────────────────────────
  {
    id: 'ssaa-1992-s71',
    kind: 'statute',
    title: 'Social Security Administration Act 1992',
    section: 's.71',
    cite: 'section 71 of the Social Security Administration Act 1992',
    summary:
      'An overpayment of (non-Universal Credit) benefit is recoverable only where it was caused by a misrepresentation or a failure to disclose a material fact, and only after a decision that can be challenged by mandatory reconsideration and appeal.',
    url: `${LEG}/ukpga/1992/5/section/71`,
    jurisdictions: GB,
  },
  {
    id: 'ssaa-1992-s71zb',
    kind: 'statute',
    title: 'Social Security Administration Act 1992',
    section: 's.71ZB',
    cite: 'section 71ZB of the Social Security Administration Act 1992',
    summary:
      'Overpayments of Universal Credit and some other benefits are recoverable whatever their cause, but the decision about entitlement and the amount can be challenged, and the DWP must show how the figure was calculated.',
    url: `${LEG}/ukpga/1992/5/section/71ZB`,
    jurisdictions: GB,
  },
  {
    // Read on legislation.gov.uk 2026-11-27 (point in time 17 January 2025).
    id: 'ssaa-1992-s75',
    kind: 'statute',
    title: 'Social Security Administration Act 1992',
    section: 's.75',
    cite: 'section 75 of the Social Security Administration Act 1992',
    summary:
      'Housing benefit paid in excess of entitlement, as determined under the regulations, may be recovered by the Secretary of State or the authority that paid it, except where the regulations provide otherwise; the regulations say from whom.',
    url: `${LEG}/ukpga/1992/5/section/75`,
    jurisdictions: GB,
  },
  {
    // Read on legislation.gov.uk 2026-11-27 (SI 2006/213, Part 13).
    id: 'hb-regs-2006-reg100',
    kind: 'regulation',
    title: 'Housing Benefit Regulations 2006',
    section: 'reg.100',
    cite: 'regulation 100 of the Housing Benefit Regulations 2006',
    summary:
      'Every overpayment of housing benefit is recoverable except one caused by an official error (of the council, DWP or HMRC, or someone acting for them) that the claimant did not cause or contribute to, where the claimant could not reasonably have been expected to realise, when paid or notified, that it was an overpayment.',
    url: `${LEG}/uksi/2006/213/regulation/100`,
    jurisdictions: GB,
  },
  {
    // Read on legislation.gov.uk 2026-11-27 (s.28(1)–(6)) and in the Act's explanatory notes.
    id: 'tca-2002-s28',
    kind: 'statute',
    title: 'Tax Credits Act 2002',
    section: 's.28',
    cite: 'section 28 of the Tax Credits Act 2002',
    summary:
      'Where the tax credits paid for a tax year exceed the entitlement, HMRC may decide that the excess, or any part of it, is to be repaid; joint claimants are jointly and severally liable unless HMRC decides how much each repays.',
    url: `${LEG}/ukpga/2002/21/section/28`,
  },
  {
    // Read 2026-11-27: the Act's explanatory notes and HMRC's Tax Credits Technical Manual TCTM08303.
    id: 'tca-2002-s29',
    kind: 'statute',
    title: 'Tax Credits Act 2002',
    section: 's.29',
    cite: 'section 29 of the Tax Credits Act 2002',
    summary:
      'HMRC must give each person liable a notice stating the amount of the overpayment to be repaid and how it is to be recovered: as tax due within 30 days, by deduction from a tax credit award or benefit, or through PAYE.',
    url: `${LEG}/ukpga/2002/21/section/29`,
  },
  {
    // Read 2026-11-27: GOV.UK's page for the leaflet (2025 version) and revenuebenefits.org.uk (LITRG) on disputes.
    id: 'hmrc-cop26',
    kind: 'protocol',
    title: "HMRC code of practice COP26, What happens if we've paid you too much in tax credits",
    section: '',
    cite: 'HMRC’s code of practice COP26',
    summary:
      'HMRC’s published practice on recovering tax credits overpayments: it does not ask for an overpayment back where it failed to meet its responsibilities and the claimant met theirs; recovery is disputed on form TC846 or by letter, normally within three months of the notice of the overpayment.',
    url: 'https://www.gov.uk/government/publications/tax-credits-what-happens-if-youve-been-paid-too-much-cop26',
  },
  {
    id: 'csa-1991-s33',
    kind: 'statute',
    title: 'Child Support Act 1991',
    section: 's.33',
    cite: 'section 33 of the Child Support Act 1991',
    summary:
      'The Child Maintenance Service can enforce unpaid maintenance only after obtaining a liability order from the court. The underlying calculation can be challenged by mandatory reconsideration and appeal.',
    url: `${LEG}/ukpga/1991/48/section/33`,
    jurisdictions: GB,
  },
  {
    id: 'nhs-overseas-charges-2015',
    kind: 'regulation',
    title: 'National Health Service (Charges to Overseas Visitors) Regulations 2015',
    section: '',
    cite: 'the National Health Service (Charges to Overseas Visitors) Regulations 2015',
    summary:
      'Set when NHS hospital treatment in England is chargeable to a person not ordinarily resident, which services are exempt and which people are exempt. A charge is due only if the regulations make it so.',
    url: `${LEG}/uksi/2015/238/contents`,
  },
  {
    id: 'student-loans-repayment-2009',
    kind: 'regulation',
    title: 'Education (Student Loans) (Repayment) Regulations 2009',
    section: '',
    cite: 'the Education (Student Loans) (Repayment) Regulations 2009',
    summary:
      "Govern repayment of income-contingent student loans, mostly through PAYE or self-assessment once income passes the threshold, and the borrower's right to statements and refunds of over-deductions.",
    url: `${LEG}/uksi/2009/470/contents`,
  },
  // ── Data protection ─────────────────────────────────────────────────────
  ...gdprArticles(),
  {
    id: 'dpa-2018',
    kind: 'statute',
    title: 'Data Protection Act 2018',
    section: '',
    cite: 'the Data Protection Act 2018',
    summary:
      "Supplements the UK GDPR: exemptions, the Information Commissioner's powers, and the routes for complaints and court claims.",
    url: `${LEG}/ukpga/2018/12/contents`,
  },
  {
    id: 'dpa-2018-s164a',
    kind: 'statute',
    title: 'Data Protection Act 2018',
    section: 's.164A',
    cite: 'section 164A of the Data Protection Act 2018',
    summary:
      'Inserted by the Data (Use and Access) Act 2025: a data subject may complain to the controller about an infringement of the UK GDPR. The controller must make complaining easy, acknowledge the complaint within 30 days of receiving it, and without undue delay look into it and tell the complainant the outcome. Complaining to the controller first is expected before the ICO is asked to act.',
    url: `${LEG}/ukpga/2018/12/section/164A`,
    deadline: {
      amount: 30,
      count: 'calendar-days',
      description: 'controller must acknowledge the complaint within 30 days beginning when it is received',
    },
  },
  {
    id: 'dpa-2018-s165',
    kind: 'statute',
    title: 'Data Protection Act 2018',
    section: 's.165',
    cite: 'section 165 of the Data Protection Act 2018',
    summary:
      'A data subject may complain to the Information Commissioner about an infringement of the UK GDPR; the Commissioner must take appropriate steps and keep the complainant informed.',
    url: `${LEG}/ukpga/2018/12/section/165`,
  },
  {
    id: 'ico-complaint',
    kind: 'route',
    title: "Information Commissioner's Office — data protection complaints",
    section: '',
    cite: "the Information Commissioner's Office complaint service",
    summary:
      'The ICO is the UK regulator for data protection. It accepts complaints from people whose data rights have not been respected, usually once they have complained to the organisation first.',
    url: 'https://ico.org.uk/make-a-complaint/',
  },
];

function gdprArticles(): LegalEntry[] {
  const art = (n: string, section: string, summary: string, deadline?: LegalDeadline): LegalEntry => ({
    id: `uk-gdpr-art-${n}`,
    kind: 'statute',
    title: 'UK GDPR',
    section,
    cite: `Article ${section.replace(/^Art\.\s*/, '')} of the UK GDPR`,
    summary,
    url: `${LEG}/eur/2016/679/article/${n.replace(/\(.*$/, '')}`,
    ...(deadline ? { deadline } : {}),
  });
  return [
    art(
      '5',
      'Art. 5',
      'The principles: personal data must be processed lawfully, fairly and transparently, for specified purposes, kept to what is necessary, accurate and up to date, not kept longer than needed, and secure. The controller must be able to show it complies.',
    ),
    art(
      '6',
      'Art. 6',
      'Processing is lawful only if one of the listed bases applies (consent, contract, legal obligation, vital interests, public task or legitimate interests), and the controller must be able to say which.',
    ),
    art(
      '12',
      'Art. 12',
      'Controllers must answer requests about data rights clearly and free of charge, without undue delay and in any event within one month of receipt (Art. 12(3)); this can be extended by two further months only for complex or numerous requests, and the person must be told within the first month.',
      { amount: 1, count: 'months', description: 'one month from receipt of the request' },
    ),
    art(
      '12(3)',
      'Art. 12(3)',
      'A controller must act on a data-rights request without undue delay and within one month of receipt; extension by two further months is allowed only where necessary, with reasons given within the first month.',
      {
        amount: 1,
        count: 'months',
        description: 'one month from receipt of the request (the corresponding day of the next month)',
      },
    ),
    art(
      '12A',
      'Art. 12A',
      'Inserted by the Data (Use and Access) Act 2025 (in force 5 February 2026): the "applicable time period" for answering a data-rights request is one month from the latest of receipt of the request, of information needed to confirm identity, or of a fee; the controller may pause it while it waits for information it reasonably needs, and extend it by two months for complex or numerous requests.',
      {
        amount: 1,
        count: 'months',
        description: 'one month from receipt (or from identity information or fee, if later)',
      },
    ),
    art(
      '15',
      'Art. 15',
      'Right of access: a person may obtain confirmation of whether their data is processed, a copy of it, and information about the purposes, recipients, retention period, source and any automated decision-making.',
    ),
    art(
      '16',
      'Art. 16',
      'Right to rectification: inaccurate personal data must be corrected, and incomplete data completed, without undue delay.',
    ),
    art(
      '17',
      'Art. 17',
      'Right to erasure: personal data must be erased without undue delay where, among other grounds, it is no longer necessary, was processed unlawfully, or the person has objected and there are no overriding legitimate grounds.',
    ),
    art(
      '18',
      'Art. 18',
      'Right to restriction: a person may require processing to be restricted while the accuracy of the data is contested, where processing is unlawful, or while an objection is considered.',
    ),
    art(
      '19',
      'Art. 19',
      'The controller must tell every recipient to whom data was disclosed about any rectification, erasure or restriction, unless impossible or disproportionate, and tell the person who those recipients are if asked.',
    ),
    art(
      '20',
      'Art. 20',
      'Right to data portability: data the person provided, processed by automated means on the basis of consent or contract, must be given in a structured, commonly used, machine-readable format.',
    ),
    art(
      '21',
      'Art. 21',
      'Right to object: a person may object to processing based on legitimate interests or public task, and the controller must stop unless it shows compelling legitimate grounds; objection to direct marketing is absolute.',
    ),
    art(
      '22',
      'Art. 22',
      'Replaced from 5 February 2026 by Articles 22A to 22D, inserted by the Data (Use and Access) Act 2025. Kept in the catalogue only so older letters can be read; new letters cite Articles 22A to 22D.',
    ),
    art(
      '22A',
      'Art. 22A',
      'Defines the terms for Articles 22B and 22C: a decision is based solely on automated processing if there is no meaningful human involvement, and it is a significant decision if it has a legal or similarly significant effect for the person.',
    ),
    art(
      '22B',
      'Art. 22B',
      'Restricts significant decisions based solely on automated processing that rest on special category data, or on the recognised legitimate interests basis, to the conditions it lists.',
    ),
    art(
      '22C',
      'Art. 22C',
      'Where a significant decision is taken based solely on automated processing, the controller must have safeguards: tell the person about the decision, let them make representations, obtain human intervention, and contest the decision.',
    ),
    art(
      '22D',
      'Art. 22D',
      'Powers to make further provision by regulations about automated decision-making and the safeguards in Article 22C.',
    ),
    art(
      '77',
      'Art. 77',
      'The right to complain to the Information Commissioner. A secondary source says the Data (Use and Access) Act 2025 omitted it from 19 June 2026, leaving the right in the Data Protection Act 2018; that was not confirmed on legislation.gov.uk, so letters cite the 2018 Act only.',
    ),
    art(
      '82',
      'Art. 82',
      'A person who has suffered material or non-material damage because of an infringement has the right to compensation from the controller or processor.',
    ),
  ];
}

export const LEGAL_CATALOGUE: readonly LegalEntry[] = Object.freeze(entries.map((e) => Object.freeze(e)));

const byId = new Map(LEGAL_CATALOGUE.map((e) => [e.id, e] as const));

export type LegalId = string;

export function getLegal(id: string): LegalEntry | undefined {
  return byId.get(id);
}

/** Like getLegal but throws: for ids written in code, where a typo is a bug. */
export function legal(id: string): LegalEntry {
  const e = byId.get(id);
  if (!e) throw new Error(`Unknown legal catalogue id: ${id}`);
  return e;
}

export function isLegalId(id: string): boolean {
  return byId.has(id);
}
