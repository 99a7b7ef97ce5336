/**
 * A regulated consumer hire agreement (CCA 1974 s.15): goods rented, never owned — a stairlift, a mobility scooter,
 * hearing aids, a boiler or a water softener on rental. It is a regulated agreement, so default notices (s.87) and
 * the FCA's CONC 7 apply as to credit, but the hirer's right to the agreement is section 79, not section 77 or 78,
 * and the owner's default under it is what stops enforcement (s.79(3)). Hire purchase and conditional sale are
 * credit (s.77), and stay so.
 *
 * Only the Act's own terms count: "consumer hire agreement", "regulated hire agreement", a hire agreement "regulated
 * by the Consumer Credit Act". A letter about a car or a tool hired for a weekend says none of them; "the hirer" alone
 * proves nothing, since hire-purchase agreements call their borrower that too.
 */
const HIRE_RE =
  /\b(?:consumer[- ]hire agreements?|regulated (?:consumer )?hire agreements?|hire agreements? (?:is |are )?regulated by the consumer credit act)\b/i;

export function regulatedConsumerHire(text: string): boolean {
  return HIRE_RE.test(text.replace(/\s+/g, ' '));
}
