/**
 * PLACEHOLDER — the letter engine's own wording will replace this (PRODUCT.md rule 5). Shown once when the user
 * picks the EDP or Trust strategy.
 */
export const STRATEGY_CAUTION_TITLE = 'Before you choose this option';
export const STRATEGY_CAUTION_TEXT =
  'English courts have rejected the argument that a trust, an "EDP entity", a trademark of your name or a fee schedule frees anyone from a debt — for example Stamp v Capital Home Loans [2024] EWHC 1092 (KB), and R (Kofa) v Oldham MBC [2024] EWHC 685 (Admin), which held that council tax is owed by statute whether or not you consent. People who relied on these arguments have faced extra costs, charging orders and, for council tax, committal proceedings. This option only changes on whose behalf the letter is sent and includes the details you give. The challenge itself still relies on your statutory rights (such as Consumer Credit Act ss.77–78, the Limitation Act 1980 and UK GDPR).';
