/**
 * The creditor email directory behind POST /api/find-creditor-email: UK organisations that send demands, each with
 * the data-protection or complaints address it publishes, the page that publishes it and the date it was checked
 * there. Only addresses read on the organisation's own published notice (or, where said, a notice it publishes
 * through a partner) are here; an organisation with no address we could source is left out, so the lookup answers
 * `found: false` and the user looks on the organisation's own letter instead. Nothing is ever guessed from a name.
 *
 * Checked 2026-11-24 by reading each source page. Councils: none is listed yet — the council notices read publish a
 * web form or an address hidden from the text, not an email we could quote. Add a row (with its source) when one is
 * checked.
 */
export type DirectoryCategory =
  | 'credit reference agency'
  | 'debt purchaser'
  | 'collection agency'
  | 'solicitors (debt recovery)'
  | 'enforcement agents'
  | 'parking operator'
  | 'utility'
  | 'council';

export interface DirectoryEntry {
  /** The organisation's name as it trades. */
  name: string;
  /** Other names it is written as on letters (group companies, trading names, former names). */
  aliases: string[];
  category: DirectoryCategory;
  /** The published address, first the one to use. */
  emails: string[];
  /** What the address is for, as the source says. */
  purpose: string;
  source: string;
  /** ISO date the address was read on the source. */
  checked: string;
}

const CHECKED = '2026-11-24';

export const CREDITOR_DIRECTORY: readonly DirectoryEntry[] = [
  {
    name: 'Equifax Limited',
    aliases: ['Equifax'],
    category: 'credit reference agency',
    emails: ['ukdpo@equifax.com'],
    purpose: 'Data Protection Officer',
    source: 'https://equifax.co.uk/privacy-hub/faq',
    checked: CHECKED,
  },
  {
    name: 'Experian Limited',
    aliases: ['Experian'],
    category: 'credit reference agency',
    emails: ['UK.DPO@experian.com'],
    purpose:
      'Data Protection Officer (as published in the Experian Privacy Policy for Partner Services, credit report data)',
    source: 'https://termsandconditions.hdd2.co.uk/scoreandreport',
    checked: CHECKED,
  },
  {
    name: 'TransUnion International UK Limited',
    aliases: ['TransUnion', 'TransUnion Information Group', 'Callcredit', 'Callcredit Information Group'],
    category: 'credit reference agency',
    emails: ['customer.relations@transunion.co.uk'],
    purpose: 'Customer Relations (complaints)',
    source: 'https://www.transunion.co.uk/legal-information/privacy-centre',
    checked: CHECKED,
  },
  {
    name: 'Lowell Financial Ltd',
    aliases: ['Lowell', 'Lowell Portfolio I Ltd', 'Lowell Group'],
    category: 'debt purchaser',
    emails: ['dpo@lowellgroup.co.uk'],
    purpose: 'Data Protection Officer (all Lowell UK companies)',
    source: 'https://lowell.co.uk/customer-privacy-notice/',
    checked: CHECKED,
  },
  {
    name: 'Cabot Financial (Europe) Limited',
    aliases: ['Cabot Financial', 'Cabot Credit Management', 'Cabot'],
    category: 'debt purchaser',
    emails: ['cabotcustomer@cabotfinancial.com'],
    purpose: 'Questions about its privacy statement (website privacy policy)',
    source: 'http://www.cabotfinancial.com/privacy-policy',
    checked: CHECKED,
  },
  {
    name: 'PRAC Financial',
    aliases: ['PRAC Financial Ltd', 'PRAC'],
    category: 'debt purchaser',
    emails: ['Info@Prac.co.uk'],
    purpose: 'Contact of the data controller (privacy notice)',
    source: 'http://pracfinancial.co.uk/privacy-policy/',
    checked: CHECKED,
  },
  {
    name: 'EOS Solutions UK Plc',
    aliases: ['EOS Solutions', 'EOS UK', 'EOS'],
    category: 'collection agency',
    emails: ['dpo@eos-solutions.uk.com'],
    purpose: 'Data Protection Officer',
    source: 'https://uk.eos-solutions.com/privacy-policy',
    checked: CHECKED,
  },
  {
    name: 'BW Legal',
    aliases: ['BW Legal Services Ltd', 'BW Legal Services Limited'],
    category: 'solicitors (debt recovery)',
    emails: ['enquiries@bwlegal.co.uk'],
    purpose: "Contact of the debt-collecting law firm (as published in PRAC Financial's privacy notice)",
    source: 'http://pracfinancial.co.uk/privacy-policy/',
    checked: CHECKED,
  },
  {
    name: 'Marston Holdings Limited',
    aliases: ['Marston', 'Marston Holdings', 'Marston Group'],
    category: 'enforcement agents',
    emails: ['dpo@marstonholdings.co.uk'],
    purpose: 'Data Protection Officer',
    source: 'https://marstonholdingswebsite.azurewebsites.net/marston-holdings-privacy-notice',
    checked: CHECKED,
  },
  {
    name: 'National Parking Enforcement Ltd',
    aliases: ['Parking Protection', 'National Parking Enforcement'],
    category: 'parking operator',
    emails: ['dpo@parkingprotection.co.uk'],
    purpose: 'Data Protection Officer',
    source: 'https://www.parkingprotection.co.uk/privacy-notice/',
    checked: CHECKED,
  },
  {
    name: 'Octopus Energy Limited',
    aliases: ['Octopus Energy'],
    category: 'utility',
    emails: ['dpo@octoenergy.com'],
    purpose: 'Data protection questions (Octopus Energy Limited privacy policy, Electroverse)',
    source: 'https://electroverse.octopus.energy/legal/privacy',
    checked: CHECKED,
  },
];
