/**
 * The caution shown once when a user picks the EDP-entity or trust strategy (PRODUCT.md rule 5). In shared/ so the
 * upload screen shows exactly the words the letter engine relies on.
 */
export function strategyCaution(strategy: string): string {
  if (strategy !== 'edp' && strategy !== 'trust') return '';
  const what = strategy === 'trust' ? 'a trust' : 'an "EDP entity"';
  return (
    `You have chosen to send this letter as ${what}. Please read this once: English courts have repeatedly rejected the idea that ` +
    'a trust, an "EDP entity", a trademark of your name or a fee schedule frees a person from a debt or a statutory charge. ' +
    'In Stamp v Capital Home Loans [2024] EWHC 1092 (KB) the High Court dismissed arguments of this kind as having no legal basis, and in ' +
    'R (Kofa) v Oldham MBC [2024] EWHC 685 (Admin) it held that council tax is imposed by statute, so consent is irrelevant. People who relied on ' +
    'these arguments have faced court costs, charging orders and, for council tax, committal proceedings. Your letter will name the trust or entity ' +
    'and carry the details you give, but its challenge rests on your statutory rights (for example the Consumer Credit Act 1974, the Limitation Act 1980 ' +
    'and the UK GDPR), because those are what a creditor, a regulator and a court must respect.'
  );
}
