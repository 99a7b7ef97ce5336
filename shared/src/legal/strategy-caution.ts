/**
 * The caution shown once when a user picks the EDP-entity or trust strategy (PRODUCT.md rule 5): what the courts
 * have said, what the strategy changes (details kept on the user's copy) and what it does not (the letter is in the
 * user's own name). In shared/ so the upload screen shows exactly the words the letter engine relies on.
 */
export function strategyCaution(strategy: string): string {
  if (strategy !== 'edp' && strategy !== 'trust') return '';
  const what = strategy === 'trust' ? 'a trust' : 'an "EDP entity"';
  return (
    `You have chosen to send this letter as ${what}. Please read this once: English courts have repeatedly rejected the idea that ` +
    'a trust, an "EDP entity", a trademark of your name or a fee schedule frees a person from a debt or a statutory charge. ' +
    'In Stamp v Capital Home Loans [2024] EWHC 1092 (KB) the High Court dismissed arguments of this kind as having no legal basis, and in ' +
    'R (Kofa) v Oldham MBC [2024] EWHC 685 (Admin) it held that council tax is imposed by statute, so consent is irrelevant. People who relied on ' +
    'these arguments have faced court costs, charging orders and, for council tax, committal proceedings. What this choice changes: the ' +
    'details you give (the trust or entity name, a trademark, a fee schedule) are kept with your letter and shown on your own copy. What it does not ' +
    'change: the letter itself is written by you, in your own name, as the debtor, account holder or data subject, and rests on your statutory rights ' +
    '(for example the Consumer Credit Act 1974, the Limitation Act 1980 and the UK GDPR), because those rights are yours and a letter sent for an ' +
    '"entity" lets the recipient ignore it. No trust, entity, trademark or fee schedule is sent to the recipient.'
  );
}
