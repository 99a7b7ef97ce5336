/**
 * A prosecution begun by written charge and Single Justice Procedure Notice (Criminal Justice Act 2003 s.29; a train
 * operator's fare evasion case, a TV licence case): no debt and no conviction yet. The answer that counts is the
 * user's plea to the court by the notice's date (s.29(2B)), which no letter to the prosecutor replaces; the letter
 * asks the prosecutor for the documents s.29(3B) makes it serve and whether it will settle without prosecution, and
 * says it is no plea. England and Wales only: ../jurisdiction.ts answers prosecutions elsewhere with the general
 * letter and a note.
 */
import type { Conditional, GroupTemplate, Para } from './debt';
import { days } from './periods';

/** The court's date does not wait: a prosecutor's answer is asked for well inside the notice's 21 days. */
const INSIDE_THE_NOTICE = days(
  7,
  'a short period set by this letter, because the notice gives 21 days to answer the court',
);

const NOT_A_PLEA: Para[] = [
  {
    text: 'Nothing in this letter is a plea or an admission of the offence. I will send my written notification to the court by the date the notice gives, as section 29(2B) of the Criminal Justice Act 2003 requires.',
    bases: ['cja-2003-s29'],
    when: ['!answerPassed'],
  },
  {
    // Past the notice's date the letter cannot promise to meet it: it asks where the case stands.
    text: 'Nothing in this letter is a plea or an admission of the offence. The date the notice gave to answer the court, {{respondBy}}, has passed: please tell me whether the case has been put before a magistrate, and if it has, when and with what result.',
    bases: ['cja-2003-s29'],
    when: ['answerPassed'],
  },
];

const DOCUMENTS =
  'the statement of the facts and every document of evidence that section 29(3B) of the Criminal Justice Act 2003 requires you to serve with the notice, a record of anything I am said to have said when the matter arose, and how any sum you will ask the court to order me to pay was worked out';

/** The court comes first: by the notice's date while it runs, at once when it has passed. */
const COURT_FIRST: Conditional[] = [
  {
    first: true,
    text: "Answer the court by the date on the notice — online or on its form — whatever the prosecutor says: if you do not, a single magistrate can decide the case on the papers without you (Magistrates' Courts Act 1980 s.16A).",
    when: ['!answerPassed'],
  },
  {
    first: true,
    text: "The notice's date to answer the court has passed: contact the court today, whatever the prosecutor says, and ask where the case stands. A magistrate may already have decided it on the papers without you (Magistrates' Courts Act 1980 s.16A); a case decided in your absence can be heard again where the interests of justice require it (s.142).",
    when: ['answerPassed'],
  },
];

const PLEA_ADVICE =
  'Plead not guilty if you have a defence (for example, you held a valid ticket); if you plead guilty, give your income and any mitigation so that a fine fits your means. Get advice before you answer (Citizens Advice, or a solicitor).';

export const PROSECUTION_TEMPLATE: GroupTemplate = {
  thing: 'the written charge',
  refLabel: 'Prosecution reference (URN)',
  amountLabel: 'Sum the prosecutor seeks',
  contractDebt: false,
  stages: {
    1: {
      subject: 'Single Justice Procedure Notice {{refShort}} — documents, and settlement without prosecution',
      paragraphs: [
        {
          text: 'I write about the written charge and Single Justice Procedure Notice you have served on me under section 29 of the Criminal Justice Act 2003, {{refPhrase}}.',
          bases: ['cja-2003-s29'],
        },
        ...NOT_A_PLEA,
        {
          text: `Please send me ${DOCUMENTS}, so far as any of them did not come with the notice.`,
          bases: ['cja-2003-s29'],
        },
        {
          text: 'Please also tell me whether you will settle this matter without prosecution, on payment of the sum due and your reasonable costs, before the case is put before a magistrate.',
        },
      ],
      deadline: INSIDE_THE_NOTICE,
      nextStep: [
        ...COURT_FIRST,
        { text: PLEA_ADVICE, first: true },
        {
          text: 'If the prosecutor has not answered by the deadline, send the 2nd letter (Follow-up); the date to answer the court stands either way.',
          when: ['!answerPassed'],
        },
        {
          text: 'If the prosecutor has not answered by the deadline, send the 2nd letter (Follow-up), and when you contact the court, tell it that you have asked the prosecutor for the documents of the case.',
          when: ['answerPassed'],
        },
      ],
    },
    2: {
      subject: 'Single Justice Procedure Notice {{refShort}} — no answer to my letter',
      paragraphs: [
        {
          text: 'I wrote to you{{prevDateSuffix}} about the written charge and Single Justice Procedure Notice served on me, {{refPhrase}}, asking for the documents of the case and whether you would settle it without prosecution. I have had no answer.',
          bases: ['cja-2003-s29'],
        },
        ...NOT_A_PLEA,
        {
          text: `Please send me, by {{deadline}}, ${DOCUMENTS}, and tell me whether you will settle the matter without prosecution.`,
          bases: ['cja-2003-s29'],
        },
      ],
      deadline: INSIDE_THE_NOTICE,
      nextStep: [
        ...COURT_FIRST,
        { text: PLEA_ADVICE, first: true },
        { text: 'Send the 3rd letter (Final) if there is still no answer before the court date.' },
      ],
    },
    3: {
      subject: 'Single Justice Procedure Notice {{refShort}} — final request before the court decides',
      paragraphs: [
        {
          text: 'This is my final letter about the written charge and Single Justice Procedure Notice served on me, {{refPhrase}}. I have written to you{{prevDateSuffix}} and have had no answer.',
          bases: ['cja-2003-s29'],
        },
        ...NOT_A_PLEA,
        {
          text: `Unless you send me, by {{deadline}}, ${DOCUMENTS}, I will tell the court in my written notification that I asked for them and did not receive them. A magistrate trying the case on the papers may consider only the documents served on me and what I send in mitigation (section 16A(3) of the Magistrates' Courts Act 1980).`,
          bases: ['cja-2003-s29', 'mca-1980-s16a'],
        },
      ],
      deadline: INSIDE_THE_NOTICE,
      nextStep: [
        ...COURT_FIRST,
        { text: PLEA_ADVICE, first: true },
        {
          text: 'If the prosecutor still has not answered, say so in your answer to the court (that you asked for the documents of the case and had none), and keep copies of your letters and proof of sending.',
        },
      ],
    },
  },
};
