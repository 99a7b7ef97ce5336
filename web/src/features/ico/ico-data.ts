/**
 * The ICO complaint screen's fixed content (part 2 §2, §3, §7, §9).
 *
 * The ICO's public contact details. Checked with the search tool on 24 Nov 2026:
 * - phone 0303 123 1113: the ICO's own service standards page, https://ico.org.uk/about-the-ico/our-information/service-standards/
 * - postal address Wycliffe House, Water Lane, Wilmslow, Cheshire SK9 5AF: the ICO's head office, named on its own
 *   complaint pages (https://ico.org.uk/make-a-complaint/) and in the engine's ICO_CONTACT (functions/src/letters).
 * - email: the ICO's own contact page could not be read from the stored copies, and public privacy notices quote
 *   both icocasework@ico.org.uk and casework@ico.org.uk. We use icocasework@ico.org.uk, the address the engine
 *   prints on the complaint itself (ICO_CONTACT.email), so the letter and the mail draft never disagree; the ICO's
 *   online form is offered first because it is the route the ICO asks complainants to use. Re-check both before launch.
 */
export const ICO_PUBLIC_CONTACT = {
  name: "Information Commissioner's Office",
  email: 'icocasework@ico.org.uk',
  phone: '0303 123 1113',
  addressLines: ['Wycliffe House', 'Water Lane', 'Wilmslow', 'Cheshire', 'SK9 5AF'],
  portal: 'https://ico.org.uk/make-a-complaint/',
  source: 'https://ico.org.uk/about-the-ico/our-information/service-standards/',
} as const;

export const VIOLATION_LABELS: Record<string, string> = {
  no_response: 'No response to my request',
  refused: 'Request refused',
  incomplete: 'Incomplete response',
  delayed: 'Response delayed beyond the time limit',
  charging_fees: 'Charged a fee for my request',
  excessive_info: 'Asked for excessive information (e.g. ID) before acting',
};

export const icoEmailSubject = (company: string) =>
  `GDPR Complaint - ${company} - Data Protection Violations`;

export function icoEmailBody(complaintText: string, firstName: string, lastName: string): string {
  return `Dear Sir or Madam,\n\n${complaintText}\n\n${[firstName, lastName].filter(Boolean).join(' ')}`;
}

export const icoFileName = (company: string) =>
  `ico-complaint-${company.replace(/[^\w-]+/g, '_').replace(/^_+|_+$/g, '') || 'organisation'}.txt`;

export const WHAT_HAPPENS_NEXT = [
  {
    title: 'Submit',
    text: 'Send the complaint through the ICO’s online form, by email or by post, with copies of your letters and any reply.',
  },
  { title: 'Assessment', text: 'The ICO checks the complaint and aims to assess it within 3 months.' },
  {
    title: 'Investigation',
    text: 'It may ask the organisation for its side and for evidence of how it handled your data.',
  },
  {
    title: 'Outcome',
    text: 'It tells you its view and can order the organisation to act; serious breaches can bring fines of up to £17.5 million or 4% of global turnover.',
  },
  {
    title: 'Resolution',
    text: 'The organisation puts things right. Compensation is a separate claim against it (UK GDPR Art 82).',
  },
] as const;
