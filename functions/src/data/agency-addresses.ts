/**
 * Where the product emails a credit-file letter for the user (POST /api/credit-cleansing-letter/{id}/send-email):
 * each credit reference agency's published data-protection address, with the page that publishes it and the date
 * it was checked there. Data, not code: when an agency changes its address, change the row and its date.
 *
 * Part 2 §3 says the send view uses addresses other than the ones printed on the letter: the letter carries the
 * agency's consumer postal address (the engine's CREDIT_AGENCY_CONTACTS); the email goes to its data protection
 * officer, who answers Article 15/16 requests and s.159 notices.
 */
export type AgencyId = 'equifax' | 'experian' | 'transunion';

export interface PublishedAddress {
  /** Who the address belongs to, as the message names it. */
  name: string;
  email: string;
  /** The page that publishes the address. */
  source: string;
  /** What that page is, in a few words (for the user and the reviewer). */
  sourceNote: string;
  /** ISO date the address was last checked against the source. */
  checked: string;
}

export const AGENCY_SEND_ADDRESSES: Record<AgencyId, PublishedAddress> = {
  equifax: {
    name: 'Equifax Limited — Data Protection Officer',
    email: 'ukdpo@equifax.com',
    source: 'https://equifax.co.uk/privacy-hub/faq',
    sourceNote: 'Equifax Privacy Hub FAQ (Feb 2024): "Equifax\'s DPO can be contacted via ukdpo@equifax.com"',
    checked: '2026-11-24',
  },
  experian: {
    name: 'Experian Limited — Data Protection Officer',
    email: 'UK.DPO@experian.com',
    source: 'https://termsandconditions.hdd2.co.uk/scoreandreport',
    sourceNote:
      'Experian Privacy Policy for Partner Services (credit report and score data, effective 20 Jan 2021): "contact our Data Protection Officer at UK.DPO@EXPERIAN.COM"',
    checked: '2026-11-24',
  },
  transunion: {
    name: 'TransUnion International UK Limited — Customer Relations',
    email: 'customer.relations@transunion.co.uk',
    source: 'https://www.transunion.co.uk/legal-information/privacy-centre',
    sourceNote:
      'TransUnion Privacy Centre, complaints procedure: "Email: customer.relations@transunion.co.uk"',
    checked: '2026-11-24',
  },
};
