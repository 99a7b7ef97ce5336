/** GDPR challenge letters, ICO complaints and credit-file cleansing letters. Pure. */
import {
  CREDIT_AGENCY_NAMES,
  GDPR_SCENARIOS,
  type CreditCleanseRequest,
  type GdprChallengeRequest,
  type IcoComplaintRequest,
} from '@app/shared';
import {
  computeDeadline,
  daysBetween,
  deemedServiceByPost,
  formatUkDate,
  monthsDeadline,
  toIsoDate,
} from '@app/shared/legal/index';
import {
  DISCLAIMER,
  cleanUserText,
  fill,
  isoDay,
  listJoin,
  paragraphList,
  splitAddress,
  uniq,
} from './common';
import {
  GDPR_ARTICLE_PARAS,
  ICO_VIOLATION,
  SCENARIO_CONTEXT,
  SCENARIO_DEFAULT_ARTICLES,
  URGENCY_TEXT,
  VIOLATION_TEXT,
} from './templates/data-protection';
import type { LetterDoc } from './types';

// ── Contacts ────────────────────────────────────────────────────────────────

export type CreditAgency = 'equifax' | 'experian' | 'transunion';

/**
 * Public consumer contact details. Postal addresses are those the three agencies publish in their joint Credit
 * Reference Agency Information Notice (CRAIN, v1.2, December 2024). Emails: Equifax's is published in CRAIN;
 * TransUnion's is the customer-relations address on its own complaints page; Experian publishes no consumer email
 * in CRAIN, so its address below is a BEST-KNOWN PUBLIC ADDRESS — check it before relying on it.
 */
export const CREDIT_AGENCY_CONTACTS: Record<
  CreditAgency,
  { name: string; addressLines: string[]; email: string; emailVerified: boolean; web: string }
> = {
  equifax: {
    name: 'Equifax Limited',
    addressLines: ['Customer Service Centre', 'PO Box 10036', 'Leicester', 'LE3 4FS'],
    email: 'UKDPO@equifax.com',
    emailVerified: true,
    web: 'https://www.equifax.co.uk/Contact-us/Contact_Us_Personal_Solutions.html',
  },
  experian: {
    name: 'Experian Limited',
    addressLines: ['Customer Support Centre', 'PO Box 9000', 'Nottingham', 'NG80 7WP'],
    email: 'consumer.helpservice@uk.experian.com', // best-known public address, not confirmed in CRAIN
    emailVerified: false,
    web: 'https://ins.experian.co.uk/contact',
  },
  transunion: {
    name: 'TransUnion International UK Limited',
    addressLines: ['Consumer Services Team', 'PO Box 647', 'Unit 4', 'Hull', 'HU9 9QZ'],
    email: 'customer.relations@transunion.co.uk',
    emailVerified: true,
    web: 'https://www.transunion.co.uk/consumer/consumer-enquiries',
  },
};

/**
 * The ICO's public contact details (ico.org.uk). The email is the best-known casework address but two sources
 * disagree (icocasework@ / casework@), so it is not printed on letters; complaints are best made through the
 * online form.
 */
export const ICO_CONTACT = {
  name: "Information Commissioner's Office",
  addressLines: ['Wycliffe House', 'Water Lane', 'Wilmslow', 'Cheshire', 'SK9 5AF'],
  phone: '0303 123 1113',
  email: 'icocasework@ico.org.uk',
  emailVerified: false,
  web: 'https://ico.org.uk/make-a-complaint/',
};

/** The period for answering a data-rights request (Arts 12(3) and 12A UK GDPR), for computeDeadline. */
const MONTH_FROM_RECEIPT = {
  amount: 1,
  unit: 'months' as const,
  from: 'deemed-service' as const,
  reason: 'the one-month period in Articles 12(3) and 12A of the UK GDPR, counted from receipt',
};

// ── GDPR challenge ──────────────────────────────────────────────────────────

type GdprIn = Partial<GdprChallengeRequest> &
  Pick<GdprChallengeRequest, 'scenario' | 'organizationName' | 'yourName'>;

/**
 * For a user who chose the EDP or trust strategy: the letter is the data subject's own (PRODUCT.md rule 5). The
 * entity and trademark details go to the user's copy only (`copy`), never into the letter.
 */
function identityParagraph(
  name: string,
  entityType: string | undefined,
  edpName?: string,
  tm?: { name?: string; number?: string; classes?: string },
): { paragraph?: string; copy: string[] } {
  if (entityType !== 'Trust' && entityType !== 'EDP') return { copy: [] };
  const entity = edpName?.trim();
  const tmBits = [
    tm?.name?.trim(),
    tm?.number?.trim() ? `UK trademark no. ${tm.number.trim()}` : '',
    tm?.classes?.trim() ? `classes ${tm.classes.trim()}` : '',
  ].filter(Boolean);
  const copy = [
    `Strategy: ${entityType === 'Trust' ? 'trust' : 'EDP entity'}${entity ? ` (${entity})` : ''}. Not printed in the letter, which is sent in your own name as the data subject.`,
    ...(tmBits.length ? [`Trademark: ${tmBits.join(', ')}. Not printed in the letter.`] : []),
  ];
  return {
    paragraph: `I write as the data subject, ${name}. The rights exercised in this letter are my own rights as a living individual under the UK GDPR.`,
    copy,
  };
}

export function composeGdprLetter(req: GdprIn, today?: Date): LetterDoc {
  const date = isoDay(today);
  const scenario = GDPR_SCENARIOS[req.scenario as keyof typeof GDPR_SCENARIOS];
  const selected = (
    req.selectedArticles?.length
      ? req.selectedArticles
      : (SCENARIO_DEFAULT_ARTICLES[req.scenario] ?? ['12', '15'])
  ).filter((a) => GDPR_ARTICLE_PARAS[a]);
  // Art 12 carries the deadline, so it is always included.
  const articles = uniq(['12', ...selected]).sort((a, b) => Number(a) - Number(b));
  const urgency = URGENCY_TEXT[req.urgencyLevel ?? 'normal'] ?? URGENCY_TEXT.normal;
  const deadline = computeDeadline(MONTH_FROM_RECEIPT, date);

  const { paragraphs, quote, quoteNext, quotedParagraphs } = paragraphList();
  const bases: string[] = ['uk-gdpr-art-12(3)', 'uk-gdpr-art-12A'];
  const idp = identityParagraph(req.yourName, req.entityType, req.edpName, {
    name: req.trademarkName,
    number: req.trademarkNumber,
    classes: req.trademarkClasses,
  });
  if (idp.paragraph) paragraphs.push(idp.paragraph);
  const timeframe = cleanUserText(req.timeframe, 200);
  paragraphs.push(
    `${SCENARIO_CONTEXT[req.scenario] ?? 'You process my personal data.'}${timeframe ? ` The period concerned is ${timeframe}.` : ''} I write to exercise my rights under the UK GDPR and to raise concerns about how my data has been handled.`,
  );
  const dataTypes = cleanUserText(req.dataTypes, 1000);
  if (dataTypes) quote(`The personal data concerned includes: ${dataTypes}.`.replace(/\.\.$/, '.'));

  const violations = (req.specificViolations ?? []).map((v) => v.trim()).filter(Boolean);
  if (violations.length) {
    const sentences = violations.map((v) => {
      const known = VIOLATION_TEXT[v];
      if (known) bases.push(...known.bases);
      return known ? known.text : `the following: ${cleanUserText(v, 300)}`;
    });
    if (violations.some((v) => !VIOLATION_TEXT[v])) quoteNext();
    paragraphs.push(
      `I am concerned ${sentences.length === 1 ? sentences[0] : `about the following: ${sentences.map((s, i) => `(${i + 1}) ${s}`).join('; ')}`}.`,
    );
  }

  paragraphs.push('I therefore ask you to do the following.');
  for (const a of articles) {
    const p = GDPR_ARTICLE_PARAS[a];
    paragraphs.push(p.text);
    bases.push(...p.bases);
  }

  const previous = cleanUserText(req.previousContact, 1000);
  if (previous) quote(`My previous contact with you about this: ${previous}`);
  const evidence = cleanUserText(req.evidenceDescription);
  if (evidence) quote(`I hold the following evidence, which I can provide on request: ${evidence}`);
  const extra = cleanUserText(req.additionalInfo);
  if (extra) quote(`In addition: ${extra}`);
  if (urgency.paragraph) {
    paragraphs.push(urgency.paragraph);
    if (/Article 18/.test(urgency.paragraph)) bases.push('uk-gdpr-art-18');
  }

  // s.164A(1) is a complaint that "there is an infringement": only when the user names a concern.
  const complaint = violations.length > 0;
  if (complaint) {
    paragraphs.push(
      'Please also treat this letter as a complaint under section 164A of the Data Protection Act 2018, added by the Data (Use and Access) Act 2025, about the concerns set out above: you must acknowledge it within 30 days of receiving it, look into it without undue delay and tell me the outcome.',
    );
    bases.push('dpa-2018-s164a');
  }
  paragraphs.push(
    `Please respond in full by ${formatUkDate(deadline.date)}. If you do not, or if your response does not resolve my concerns, I will complain to the Information Commissioner's Office under section 165 of the Data Protection Act 2018, and I reserve my right to claim compensation for any damage or distress under Article 82 of the UK GDPR.`,
  );
  bases.push('dpa-2018-s165', 'ico-complaint', 'uk-gdpr-art-82');

  return {
    family: 'gdpr',
    template: `gdpr/${req.scenario}`,
    sender: {
      name: req.yourName.trim(),
      addressLines: splitAddress(req.yourAddress),
      ...(req.yourEmail?.trim() ? { email: req.yourEmail.trim() } : {}),
    },
    recipient: { name: req.organizationName.trim(), addressLines: splitAddress(req.organizationAddress) },
    date,
    references: [
      { label: 'Matter', value: scenario?.label ?? req.scenario },
      { label: 'Articles relied on', value: listJoin(articles.map((a) => `Art. ${a}`)) },
    ],
    subject: `${urgency.subjectPrefix}Data protection request and complaint under the UK GDPR`,
    salutation: 'Dear Data Protection Officer,',
    paragraphs,
    legalBases: uniq(bases),
    responseDeadline: deadline.date,
    deadlineRule: complaint
      ? `${deadline.rule} The organisation must also acknowledge the complaint within 30 days of receiving it (Data Protection Act 2018 s.164A).`
      : deadline.rule,
    deadline: MONTH_FROM_RECEIPT,
    nextStep: complaint
      ? 'If there is no full response by the deadline, or no acknowledgement of the complaint within 30 days, complain to the ICO: use the ICO complaint tool and attach this letter and any reply. Record the date you sent this letter: the ICO complaint will need it.'
      : 'If there is no full response by the deadline, first send the organisation a short complaint (Data Protection Act 2018 s.164A) and keep a copy; if it does not acknowledge it within 30 days or does not put things right, complain to the ICO with this letter and any reply.',
    enclosures: ['Copy of proof of identity', 'Copy of proof of address'],
    signOff: { closing: 'Yours faithfully,', name: req.yourName.trim() },
    disclaimer: DISCLAIMER,
    purpose: complaint ? 'complaint' : 'sar',
    ...(idp.copy.length ? { userCopyNotes: idp.copy } : {}),
    ...quotedParagraphs(),
  };
}

// ── ICO complaint ───────────────────────────────────────────────────────────

type IcoIn = IcoComplaintRequest & {
  userName: string;
  userEmail?: string;
  userAddress?: string;
  /** The day the organisation received the original request, when the user knows it (else deemed: 2nd working day). */
  requestReceivedOn?: string;
  /** The date the user complained to the organisation under DPA 2018 s.164A (from the case; never guessed). */
  controllerComplaintDate?: string;
  /** Whether the organisation acknowledged that complaint, and when. */
  controllerComplaintAcknowledged?: boolean;
  controllerComplaintAcknowledgedOn?: string;
};

/** Section 164A DPA 2018 came into force on 19 June 2026 (SI 2026/82 reg 3). */
const S164A_IN_FORCE = '2026-06-19';

function isoOrUndefined(s: string | undefined): string | undefined {
  if (!s) return undefined;
  try {
    return toIsoDate(s);
  } catch {
    return undefined;
  }
}

export function composeIcoComplaint(req: IcoIn, today?: Date): LetterDoc {
  const date = isoDay(today);
  const v = ICO_VIOLATION[req.violationType as keyof typeof ICO_VIOLATION] ?? ICO_VIOLATION.no_response;
  let requestDate = req.originalGdprDate;
  try {
    requestDate = toIsoDate(req.originalGdprDate);
  } catch {
    /* validated upstream; keep as given */
  }
  const isIso = /^\d{4}-\d{2}-\d{2}$/.test(requestDate);
  // The month runs from RECEIPT (Art 12A), and a date on a weekend or bank holiday moves to the next working day.
  const known = isoOrUndefined(req.requestReceivedOn);
  const received = isIso
    ? known && known >= requestDate
      ? known
      : deemedServiceByPost(requestDate)
    : undefined;
  const vars = {
    company: req.companyName.trim(),
    requestDate: isIso ? formatUkDate(requestDate) : requestDate,
    receivedPhrase: received
      ? known
        ? `it received it on ${formatUkDate(received)}`
        : `it would have received it by post on ${formatUkDate(received)}`
      : 'it received it',
    monthAfter: received ? formatUkDate(monthsDeadline(received, 1)) : 'one month after receipt',
  };
  const checkRule = {
    amount: 3,
    unit: 'months' as const,
    from: 'letter-date' as const,
    reason: "a date to check progress; no statute sets a time for the ICO's assessment",
  };
  const deadline = computeDeadline(checkRule, date);

  const { paragraphs, quote, quotedParagraphs } = paragraphList();
  const bases: string[] = [...v.bases];
  paragraphs.push(
    `I wish to complain under section 165 of the Data Protection Act 2018 about how ${vars.company}${req.companyAddress?.trim() ? `, ${splitAddress(req.companyAddress).join(', ')},` : ''} has handled my data protection rights.`,
  );
  bases.push('dpa-2018-s165', 'ico-complaint');
  paragraphs.push(fill(v.text, vars));
  const response = cleanUserText(req.companyResponse);
  if (response) quote(`The organisation's response, in summary: ${response}`);
  // The complaint to the controller: stated only as the user recorded it (PRODUCT.md rule 4).
  const complainedOn = isoOrUndefined(req.controllerComplaintDate);
  const ackOn = isoOrUndefined(req.controllerComplaintAcknowledgedOn);
  if (complainedOn) {
    const s164a = complainedOn >= S164A_IN_FORCE;
    const due = deemedServiceByPost(complainedOn);
    const overdue = daysBetween(due, date) > 30;
    const ack =
      req.controllerComplaintAcknowledged === true
        ? `${vars.company} acknowledged it${ackOn ? ` on ${formatUkDate(ackOn)}` : ''}, but the matter is not resolved.`
        : req.controllerComplaintAcknowledged === false
          ? `${vars.company} has not acknowledged it${s164a && overdue ? ', although more than 30 days have passed since it was received' : ''}.`
          : '';
    paragraphs.push(
      s164a
        ? `On ${formatUkDate(complainedOn)} I complained to ${vars.company} under section 164A of the Data Protection Act 2018, which requires it to acknowledge a complaint within 30 days of receiving it and to tell me the outcome without undue delay. ${ack}`.trim()
        : `On ${formatUkDate(complainedOn)} I complained to ${vars.company} about this. ${ack}`.trim(),
    );
    if (s164a) bases.push('dpa-2018-s164a');
  }
  paragraphs.push(
    `My letter to ${vars.company} dated ${vars.requestDate}${req.attachedGdprLetter?.trim() ? ' is reproduced below' : ' is available on request'}.`,
  );
  const evidence = cleanUserText(req.evidenceDescription);
  if (evidence) quote(`Evidence I can provide: ${evidence}`);
  paragraphs.push(
    `I ask the Commissioner to assess ${vars.company}'s compliance, to require it to deal with my request in full, and to take whatever further action the Commissioner considers appropriate. Please contact me at the address${req.userEmail ? ' or email' : ''} above.`,
  );
  const attached = req.attachedGdprLetter?.trim();
  if (attached) quote(`Copy of my original letter:\n\n${cleanUserText(attached, 20_000)}`);

  const notes = [
    complainedOn
      ? 'The ICO usually expects you to have complained to the organisation first and given it time to respond (Data Protection Act 2018 s.164A: acknowledgement within 30 days). Your complaint and its date are stated in the letter.'
      : 'The ICO usually expects you to have complained to the organisation first and given it time to respond (Data Protection Act 2018 s.164A: acknowledgement within 30 days). This letter does not say you did. If your original letter was a request rather than a complaint, send the organisation a short complaint first, keep a copy, and record its date so that the ICO letter can state it.',
    "You can submit this complaint through the ICO's online form (ico.org.uk/make-a-complaint) and attach this text, or post it.",
  ];
  return {
    family: 'ico',
    template: `ico/${req.violationType}`,
    sender: {
      name: req.userName.trim(),
      addressLines: splitAddress(req.userAddress),
      ...(req.userEmail?.trim() ? { email: req.userEmail.trim() } : {}),
    },
    recipient: {
      name: ICO_CONTACT.name,
      addressLines: ICO_CONTACT.addressLines,
      ...(ICO_CONTACT.emailVerified ? { email: ICO_CONTACT.email } : {}),
    },
    date,
    references: [
      { label: 'Organisation complained about', value: vars.company },
      { label: 'Date of original request', value: vars.requestDate },
      { label: 'Complaint', value: v.title },
    ],
    subject: `Data protection complaint about ${vars.company}: ${v.title.toLowerCase()}`,
    salutation: 'Dear Sir or Madam,',
    paragraphs,
    legalBases: uniq(bases),
    responseDeadline: deadline.date,
    deadlineRule: deadline.rule,
    deadline: checkRule,
    nextStep:
      'The ICO will assess the complaint and tell you the outcome; it may ask the organisation to act. If you want compensation, that is a separate claim against the organisation (UK GDPR Art 82) — get advice.',
    enclosures: [
      attached ? 'Copy of my original letter (reproduced above)' : 'Copy of my original letter',
      ...(response ? ["The organisation's response"] : []),
    ],
    signOff: { closing: 'Yours faithfully,', name: req.userName.trim() },
    disclaimer: DISCLAIMER,
    purpose: 'complaint',
    userNotes: notes,
    ...quotedParagraphs(),
  };
}

// ── Credit file cleansing ───────────────────────────────────────────────────

export function composeCreditCleanseLetters(
  req: CreditCleanseRequest,
  today?: Date,
): { agency: CreditAgency; agencyEmail: string; letter: LetterDoc }[] {
  const date = isoDay(today);
  const disputes = cleanUserText(req.additionalInfo);
  // Two clocks (CCA s.159(2) and Arts 12(3)/12A UK GDPR), both from receipt: 28 days to answer a notice of
  // correction, one month (rolled off weekends and bank holidays) for the file and the rectification request.
  const month = computeDeadline(MONTH_FROM_RECEIPT, date);
  const s159Rule = {
    amount: 28,
    unit: 'calendar-days' as const,
    from: 'deemed-service' as const,
    reason:
      'the 28 days section 159 of the Consumer Credit Act 1974 allows the agency to answer a notice of correction',
  };
  const s159 = disputes ? computeDeadline(s159Rule, date) : undefined;
  const rule = s159 && s159.date < month.date ? s159 : month;
  const ruleUsed = rule === s159 ? s159Rule : MONTH_FROM_RECEIPT;
  const agencies = uniq(req.selectedAgencies) as CreditAgency[];
  return agencies.map((agency) => {
    const c = CREDIT_AGENCY_CONTACTS[agency];
    const { paragraphs, quoteNext, quotedParagraphs } = paragraphList();
    const bases = [
      'uk-gdpr-art-12(3)',
      'uk-gdpr-art-12A',
      'uk-gdpr-art-15',
      'uk-gdpr-art-16',
      'uk-gdpr-art-18',
      'uk-gdpr-art-19',
      'cca-1974-s159',
      'uk-gdpr-art-5',
    ];
    const idp = identityParagraph(req.userName, req.entityType, req.edpName, {
      name: req.trademarkName,
      number: req.trademarkNumber,
      classes: req.trademarkClasses,
    });
    if (idp.paragraph) paragraphs.push(idp.paragraph);
    const copy = [
      ...idp.copy,
      ...(req.feeSchedule?.trim() ? ['Fee schedule: kept with your copy, not enclosed.'] : []),
    ];
    paragraphs.push(
      `I write to ${CREDIT_AGENCY_NAMES[agency]} about the credit reference file you hold on me. I ask for a full copy of it and for any inaccurate information on it to be corrected.`,
    );
    paragraphs.push(
      'Right of access (Article 15 of the UK GDPR): please send me a copy of all the personal data you hold about me, including every account, search, public record, address link and financial association, with the source of each entry and a list of the organisations to which you have disclosed my data in the last twelve months.',
    );
    paragraphs.push(
      'Accuracy and rectification (Articles 5 and 16 of the UK GDPR): personal data must be accurate and kept up to date, and I am entitled to have inaccurate data corrected without undue delay. Please verify with each data provider any entry that I dispute and correct or remove any entry that the provider cannot show to be accurate.',
    );
    if (disputes) {
      quoteNext();
      paragraphs.push(
        `The entries I consider incorrect, and why, are as follows: ${disputes} I consider these entries incorrect and likely to prejudice me if they are not corrected. This letter is notice under section 159 of the Consumer Credit Act 1974 requiring you to remove or amend them. You must tell me within 28 days of receiving it, that is by ${formatUkDate((s159 ?? month).date)}, whether you have removed or amended each entry or taken no action; if you do not remove or amend an entry, I may require you to add a notice of correction of up to 200 words.`,
      );
    } else {
      paragraphs.push(
        'Once I have my file I will identify any entry I consider incorrect and give notice under section 159 of the Consumer Credit Act 1974, which requires you to tell me within 28 days whether you have removed or amended it, and allows me to add a notice of correction if you do not.',
      );
    }
    paragraphs.push(
      'Restriction (Article 18 of the UK GDPR): while the accuracy of any disputed entry is being verified, please restrict its processing and mark it as disputed so that it is not used in decisions about me. When you correct or remove an entry, please notify every organisation to which it was disclosed, as Article 19 requires, and tell me who they are.',
    );
    paragraphs.push(
      `Please send my file and respond to my requests for correction and restriction by ${formatUkDate(month.date)}: Articles 12(3) and 12A of the UK GDPR require a response within one month of receipt. If you do not respond, or do not correct inaccurate data, I will complain to the Information Commissioner's Office under section 165 of the Data Protection Act 2018.`,
    );
    bases.push('dpa-2018-s165', 'ico-complaint');
    const letter: LetterDoc = {
      family: 'credit-cleanse',
      template: `credit-cleanse/${agency}`,
      sender: {
        name: req.userName.trim(),
        addressLines: splitAddress(req.userAddress),
        email: req.userEmail,
      },
      // An address not confirmed from a published source is never printed (review defect 7).
      recipient: {
        name: c.name,
        addressLines: c.addressLines,
        ...(c.emailVerified ? { email: c.email } : {}),
      },
      date,
      references: [
        { label: 'Request', value: 'Subject access, rectification and restriction; notice of correction' },
      ],
      subject:
        'Request for my credit file and correction of inaccurate data — UK GDPR Articles 15, 16 and 18 and Consumer Credit Act 1974 s.159',
      salutation: 'Dear Sir or Madam,',
      paragraphs,
      legalBases: uniq(bases),
      responseDeadline: rule.date,
      deadlineRule: s159 ? `${s159.rule} The file and the rest of the request: ${month.rule}` : month.rule,
      deadline: ruleUsed,
      nextStep: `If ${CREDIT_AGENCY_NAMES[agency]} has not answered by the deadline or refuses to correct the data, complain to the ICO (use the ICO complaint tool), and ask the lender that reported the entry to correct it too.`,
      enclosures: ['Copy of proof of identity', 'Copy of proof of address'],
      signOff: { closing: 'Yours faithfully,', name: req.userName.trim() },
      disclaimer: DISCLAIMER,
      purpose: 'sar',
      ...(s159
        ? {
            userNotes: [
              'A notice under section 159 works only for entries you have seen on your file. If you have not seen your file recently, send this letter without the disputed entries first, then dispute them once the file arrives.',
            ],
          }
        : {}),
      ...(copy.length ? { userCopyNotes: copy } : {}),
      ...quotedParagraphs(),
    };
    return { agency, agencyEmail: c.emailVerified ? c.email : '', letter };
  });
}
