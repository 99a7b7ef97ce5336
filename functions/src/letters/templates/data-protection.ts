/** Wording for the GDPR challenge, ICO complaint and credit-file cleansing letters, as data. */

/** One paragraph per selectable article (GDPR_ARTICLES in shared constants). */
export const GDPR_ARTICLE_PARAS: Record<string, { text: string; bases: string[] }> = {
  '6': {
    text: 'Lawful basis (Article 6): please tell me which lawful basis in Article 6 of the UK GDPR you rely on for each purpose for which you process my personal data, and if you rely on legitimate interests, provide your assessment of them. If you cannot identify a lawful basis, the processing must stop.',
    bases: ['uk-gdpr-art-6'],
  },
  '12': {
    text: 'Transparency (Article 12): please answer this letter in clear and plain language, free of charge, without undue delay and in any event within one month of receiving it, as Articles 12(3) and 12A of the UK GDPR require. If you intend to extend that period, you must tell me within the first month and explain why.',
    bases: ['uk-gdpr-art-12', 'uk-gdpr-art-12(3)', 'uk-gdpr-art-12A'],
  },
  '15': {
    text: 'Right of access (Article 15): please confirm whether you process my personal data and send me a copy of all of it, together with the purposes of the processing, the categories of data, the recipients to whom it has been disclosed, how long it will be kept, where it came from, and whether any automated decision-making or profiling is used.',
    bases: ['uk-gdpr-art-15'],
  },
  '16': {
    text: 'Rectification (Article 16): please correct, without undue delay, any of my personal data that is inaccurate and complete any that is incomplete, and confirm what you have changed.',
    bases: ['uk-gdpr-art-16'],
  },
  '17': {
    text: 'Erasure (Article 17): please erase my personal data where it is no longer necessary for the purpose for which it was collected, where it has been processed unlawfully, or where I object and you have no overriding legitimate grounds, and confirm when you have done so. If you say an exception applies, please identify it.',
    bases: ['uk-gdpr-art-17'],
  },
  '18': {
    text: 'Restriction (Article 18): while the accuracy and lawfulness of the processing are in dispute, please restrict the processing of my personal data so that it is stored but not otherwise used or disclosed.',
    bases: ['uk-gdpr-art-18'],
  },
  '19': {
    text: 'Notification of recipients (Article 19): please tell every recipient to whom my personal data has been disclosed about any rectification, erasure or restriction, and give me a list of those recipients.',
    bases: ['uk-gdpr-art-19'],
  },
  '20': {
    text: 'Data portability (Article 20): please send me the personal data I provided to you, which you process by automated means on the basis of consent or contract, in a structured, commonly used and machine-readable format.',
    bases: ['uk-gdpr-art-20'],
  },
  '21': {
    text: 'Right to object (Article 21): I object to the processing of my personal data that you base on legitimate interests or a public task. Please stop that processing unless you can demonstrate compelling legitimate grounds that override my interests, rights and freedoms, and stop at once any use of my data for direct marketing.',
    bases: ['uk-gdpr-art-21'],
  },
  '22': {
    text: 'Automated decisions (Articles 22A to 22D): please tell me whether any significant decision about me has been taken based solely on automated processing, including profiling; if so, Article 22C entitles me to information about it, and I ask to make representations about it, to obtain human intervention and to contest the decision.',
    bases: ['uk-gdpr-art-22A', 'uk-gdpr-art-22C', 'uk-gdpr-art-22D'],
  },
};

/** Articles used when the user selects none: Art 12 and 15 always, plus what fits the scenario. */
export const SCENARIO_DEFAULT_ARTICLES: Record<string, string[]> = {
  debt_collection: ['6', '12', '15', '16', '18'],
  credit_agency: ['12', '15', '16', '18', '19'],
  employer: ['12', '15', '17'],
  bank: ['6', '12', '15', '22'],
  council: ['6', '12', '15', '17'],
  healthcare: ['6', '12', '15', '21'],
};

export const SCENARIO_CONTEXT: Record<string, string> = {
  debt_collection:
    'You have been processing my personal data in connection with the collection of an alleged debt.',
  credit_agency: 'You hold and share information about me as a credit reference agency.',
  employer: 'You processed my personal data as my employer, and I understand you still hold some of it.',
  bank: 'You process my personal data as a bank or financial institution with which I have, or had, a relationship.',
  council: 'You process my personal data as a local authority.',
  healthcare: 'You process my personal data, including health data, as a healthcare provider.',
};

/** Violation labels (GDPR_SCENARIOS) → the concern in a sentence and the articles it engages. */
export const VIOLATION_TEXT: Record<string, { text: string; bases: string[] }> = {
  'No lawful basis': {
    text: 'that you are processing my personal data without a lawful basis under Article 6',
    bases: ['uk-gdpr-art-6'],
  },
  'Excessive data retention': {
    text: 'that you are keeping my personal data for longer than necessary, contrary to the storage-limitation principle in Article 5',
    bases: ['uk-gdpr-art-5'],
  },
  'Excessive retention': {
    text: 'that you are keeping my personal data for longer than necessary, contrary to the storage-limitation principle in Article 5',
    bases: ['uk-gdpr-art-5'],
  },
  'Unlawful credit file reporting': {
    text: 'that information you have reported to credit reference agencies about me is inaccurate or lacks a lawful basis (Articles 5 and 6)',
    bases: ['uk-gdpr-art-5', 'uk-gdpr-art-6'],
  },
  'Inaccurate data': {
    text: 'that personal data you hold about me is inaccurate, contrary to the accuracy principle in Article 5',
    bases: ['uk-gdpr-art-5'],
  },
  'Unlawful third-party sharing': {
    text: 'that you have shared my personal data with third parties without a lawful basis (Article 6)',
    bases: ['uk-gdpr-art-6'],
  },
  'Third-party sharing': {
    text: 'that you have shared my personal data with third parties without a lawful basis (Article 6)',
    bases: ['uk-gdpr-art-6'],
  },
  'Data sharing without consent': {
    text: 'that you have shared my personal data without consent or another lawful basis (Article 6)',
    bases: ['uk-gdpr-art-6'],
  },
  'Unlawful data sharing': {
    text: 'that you have shared my personal data without a lawful basis (Article 6)',
    bases: ['uk-gdpr-art-6'],
  },
  'No consent for profiling': {
    text: 'that you profile me without a lawful basis, without respecting my right to object under Article 21 and without the safeguards Article 22C requires for significant decisions',
    bases: ['uk-gdpr-art-21', 'uk-gdpr-art-22C'],
  },
  'Unlawful background checks': {
    text: 'that you carried out background checks on me without a lawful basis (Article 6)',
    bases: ['uk-gdpr-art-6'],
  },
  'Data breach': {
    text: 'that my personal data was not kept secure, contrary to the security principle in Article 5',
    bases: ['uk-gdpr-art-5'],
  },
  'Unlawful credit scoring': {
    text: 'that significant decisions about me are taken by automated credit scoring without the safeguards Article 22C requires',
    bases: ['uk-gdpr-art-22C'],
  },
  'Retention after account closure': {
    text: 'that you have kept my personal data after my account closed for longer than necessary (Article 5)',
    bases: ['uk-gdpr-art-5'],
  },
  'Unlawful enforcement data': {
    text: 'that you hold or share enforcement data about me that is inaccurate or lacks a lawful basis (Articles 5 and 6)',
    bases: ['uk-gdpr-art-5', 'uk-gdpr-art-6'],
  },
  'No consent for processing': {
    text: 'that you process my personal data without consent or another lawful basis (Article 6)',
    bases: ['uk-gdpr-art-6'],
  },
};

export const URGENCY_TEXT: Record<string, { subjectPrefix: string; paragraph?: string }> = {
  normal: { subjectPrefix: '' },
  urgent: {
    subjectPrefix: 'URGENT: ',
    paragraph:
      'This matter is causing me ongoing harm, and I ask you to treat it as a priority rather than waiting until the end of the period allowed.',
  },
  critical: {
    subjectPrefix: 'URGENT — IMMEDIATE ACTION REQUIRED: ',
    paragraph:
      'This matter requires immediate action because of the harm the processing is causing me. Pending your full response, please restrict the processing of the disputed data now, as Article 18 of the UK GDPR allows while accuracy or lawfulness is contested, and confirm by return that you have done so.',
  },
};

export const ICO_VIOLATION = {
  no_response: {
    title: 'No response to my request',
    text: 'I made a request to {{company}} on {{requestDate}}, and {{receivedPhrase}}. Articles 12(3) and 12A of the UK GDPR required a response without undue delay and in any event within one month of receipt, that is by {{monthAfter}} at the latest (the next working day where the month ends on a weekend or bank holiday). I have not received a response.',
    bases: ['uk-gdpr-art-12(3)', 'uk-gdpr-art-12A'],
  },
  refused: {
    title: 'Request refused',
    text: '{{company}} refused the request I made on {{requestDate}}. A controller may refuse only where a request is manifestly unfounded or excessive (Article 12(5) of the UK GDPR) or an exemption in the Data Protection Act 2018 applies, and it must explain its reasons and tell me of my right to complain (Article 12(4)). I do not consider that the refusal was justified.',
    bases: ['uk-gdpr-art-12', 'dpa-2018'],
  },
  incomplete: {
    title: 'Incomplete response',
    text: 'I made a request to {{company}} on {{requestDate}}. The response I received was incomplete: Article 15 of the UK GDPR entitles me to a copy of all my personal data together with the purposes, recipients, retention period and source of the data, and I have not received all of it.',
    bases: ['uk-gdpr-art-15'],
  },
  delayed: {
    title: 'Response delayed beyond the legal time limit',
    text: 'I made a request to {{company}} on {{requestDate}}, and {{receivedPhrase}}. Articles 12(3) and 12A of the UK GDPR required a response within one month of receipt, that is by {{monthAfter}}, unless the period was properly extended for a complex request with reasons given within that month. The response has been delayed beyond that time.',
    bases: ['uk-gdpr-art-12(3)', 'uk-gdpr-art-12A'],
  },
  charging_fees: {
    title: 'Fee demanded for my request',
    text: 'I made a request to {{company}} on {{requestDate}}, and it asked me to pay a fee. Article 12(5) of the UK GDPR requires information and action on a request to be free of charge; a reasonable fee is allowed only for manifestly unfounded or excessive requests, or for further copies under Article 15(3).',
    bases: ['uk-gdpr-art-12', 'uk-gdpr-art-15'],
  },
  excessive_info: {
    title: 'Excessive information demanded before acting',
    text: "I made a request to {{company}} on {{requestDate}}, and it asked me for more information than it needed before it would act. Article 12(6) of the UK GDPR allows a controller to ask for additional information only where it has reasonable doubts about the requester's identity, and only what is necessary to confirm it; the data-minimisation principle in Article 5 also applies.",
    bases: ['uk-gdpr-art-12', 'uk-gdpr-art-5'],
  },
} as const;
