/**
 * The stage a letter's own wording puts it at (1 first demand, 2 follow-up, 3 final), for letters whose title does
 * not already say what they are (kind.ts decides first).
 */

/** Phrases that make a letter a final notice / enforcement step (stage 3). */
const STAGE3_RE =
  /\b(final (notice|demand|reminder|request|warning)|last (notice|chance|reminder)|this is (our|my|the) (final|last) letter|letter (before|of) (county court |court |legal )?(action|claim)|pre-legal (notice|letter)|notice before (action|claim|legal action|court action)|statutory demand|pre-action (letter|notice)|formal demand|default notice|notice of default(?! sums)|termination (notice|demand)|terminated (your|the)|ended (your|the) ([a-z]+ )?agreement|(notice|demand) of termination|single justice procedure notice|written charge|enforcement order (had|has) been made|(have|has) (now |therefore )?applied to [\w' ]{0,40}court|charge certificate|further steps notice|notice of enforcement|enforcement (visit|notice)|notice of (intended )?(court|legal) (action|proceedings)|notice of intended proceedings|before (court|legal) action|intention to (issue|commence) (court |legal )?proceedings|(intend|intention|going) to apply to [\w' ]{0,40}court|apply to [\w' ]{0,40}court for a warrant|(write|writing|sent|send)( to you)? (under|in accordance with|in line with) the pre-action protocol|pre-action protocol letter|notices? (of seeking|seeking|requiring) possession|(intend|intention|going) to (take possession of|repossess) (the|your)|(warrant|writ) of (control|execution) (number [a-z0-9/-]+ )?(has been|was) issued|(issued|obtained) (a |the )?(warrant|writ) of (control|execution)|(made|granted|entered|obtained) an? (interim |final )?(charging order|third party debt order|possession order)|(intend|intention|going) to sell (the|your) (item|pledge|goods)|(the item|your pledge|the pledge|the goods) will be sold|clamping order|(has been|was) clamped|direct recovery of debts?|(placed|put) a hold on (your|the)|charge for payment|summons)\b/g;

/**
 * Phrases that refer to an earlier letter, call, dispute or arrangement (stage 2); a failed attempt to take payment
 * for a statement already sent ("We tried to take £379.00 for your statement of 05/07/2025") chases that statement.
 */
const STAGE2_RE =
  /\b((we|i) (also )?(wrote|have written|sent|emailed|e-mailed|spoke|telephoned|called|contacted)( to)? you|(we|i) (also )?left you an? (voice ?mail|(voice |phone )?message)|(we|i) (issued|served|sent|gave) (a |an |the |our )?([a-z]+ ){0,2}(notice|reminder|letter)( [a-z]*\d[\w/-]*( \d+)?)? to you\b|(we|i) wrote to (remind|tell|let|ask|inform|advise) you|you (contacted|called|telephoned|phoned|rang|emailed|e-mailed|wrote to) us\b|we've written|further to (our|your)|following (our|your) (letter|(tele)?phone (call|conversation)|call|conversation|email|e-mail|request|dispute|complaint|appeal|query|contact|notice|reminder|representations)|as (we )?(stated|mentioned|explained|told you) in our|as our (notice|letter)[^.]{0,40}\b(explained|said|stated)|our (previous|earlier|last|recent) (letter|notice|reminder|correspondence|email|e-mail)s?|(previous|earlier) (letters?|notices?|reminders?)|second (reminder|notice|letter|demand)|2nd (reminder|notice)|notice to owner|your (dispute|complaint|appeal|query|call|telephone call|email|e-mail|letter dated|letter of|recent contact|representations?)|you (disputed|appealed|complained|challenged)\b|thank you for (your (letter|call|telephone call|email|e-mail|message|enquiry|query|dispute|complaint|appeal|recent)|contacting us|getting in touch)|when we spoke|(speaking|talking|spoke) (to|with) (us|you)\b|(you|we) agreed\b(?:[^.]|\.(?=\d)){0,80}\b(arrangement|plan|arrears|extra|instalments?|repayments?|to repay (what you owe|the (arrears|balance|debt|overpayment)))|(your|the|this|that) (payment )?arrangement (you|we|has|was|agreed)|under this arrangement|reminder (notice )?(we )?sent|our ([a-z-]+ ){0,4}(team|department|office|section|unit) (wrote|sent|spoke|telephoned|called|emailed)( to)? you\b|(we|i) (also )?sent (a|an|our) ([a-z-]+ ){0,2}(reminder|letter|notice|statement)s?\b|\bno (further )?instalments? (has|have) been (received|paid|made)\b|already (sent|written)|previously (written|wrote|sent|contacted|reminded)|(not|yet to) (responded|replied) to (our|us)|as you have not (responded|replied|contacted)|we have still not|still (not|un)\s?(received|paid)|remains unpaid despite|despite (our|previous|the) |(instalment|payment)s? (due )?under (your|the) (collection order|arrangement|payment plan)|(issued|served|gave|handed) you (with )?(a |an |the )?([a-z]+ ){0,3}notice\b|(we|i) tried to (take|collect)\b(?:[^.]|\.(?=\d)){0,60}\bfor your (statement|invoice|bill) (of|dated)\b)/g;

/** Phrases around a stage-3 word that describe a future or conditional step, not this letter. */
const FUTURE_BEFORE_RE =
  /(will|may|might|could|shall|then|to) (send|issue|serve|receive|get)( you)?( a| an| our| the)?( formal| further| final)? ?$|\b(we|you) (will|may) (be )?(sent|issued|served)( with)?( a| an)? ?$|\b(before|when|once) (we|you) (send|issue|receive)( you)?( a| an| our| the)? ?$|\bif (we|you) (send|issue|receive)( you)?( a| an)? ?$|\bsent you a ?$|\byou an? $|\bserved (a|the) ?$|\bunder the ?$|\bin (that|the|our) ?$|\b(may|might|could) $/;

/**
 * Before a stage-3 word, an earlier notice: "after our default notice", "following our …", a collector's "despite its
 * reminder and final demand" (its client's letters).
 */
const PAST_NOTICE_BEFORE_RE =
  /\b(after|following|since|despite) (our|the|its|their) ((?:[a-z]+,? ){1,3}(?:and|or) )?$/;

/**
 * A stage-3 word that names a notice already sent, with its date: "the council sent you an invoice on 10 August, a
 * reminder on 8 September and a final notice on 30 September" (a collector's first letter recounting its client's).
 */
const SENT_BEFORE_RE = /\b(sent|issued|gave|served)\b[^.]*$/;
const DATED_AFTER_RE =
  /^\s*(on|dated) (\d{1,2}(st|nd|rd|th)? [a-z]+|\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}|[a-z]+ \d{1,2}\b)/;

/** What follows a stage-3 word when it names a possible future step: "a Charge Certificate may be served". */
const FUTURE_AFTER_RE =
  /^\s*(may|will|might|could|would|can) (then )?(be (served|issued|sent)|follow|increase)\b/;

/** What follows "we sent you" when the thing sent was goods or money, not a letter ("… a prepaid returns pack"). */
const SENT_THING_RE =
  /^ (a|an|the|your) ((prepaid|free|new|replacement|returns?|postage[- ]paid) )*(returns? (pack|bag|label|box)|pack|kit|box|bag|equipment|router|parcel|device|card|cheque|refund|goods|item|meter|keys?|sim)\b/;

/** A council's invoice for works it did itself after an owner ignored a statutory notice. */
const WORKS_IN_DEFAULT_RE = /\bworks? (carried out |done )?in default\b|\bin default of (the|your) notice\b/;

/** A penalty raised for repeat contraventions (a low emission zone's surcharge within 90 days). */
const REPEAT_CONTRAVENTION_RE =
  /\b(earlier|previous|prior) ([a-z]+ ){0,4}(penalty charges|contraventions)\b|\b(second|third|fourth|fifth|subsequent|\d+(st|nd|rd|th)) contravention within\b/;

/** Does the letter refer to an earlier letter, notice, call, dispute or arrangement (a follow-up)? */
export function refersToEarlier(text: string): boolean {
  // (OCR reads a sole trader's "I" as a bar: "… and | sent you a text".)
  const t = text
    .replace(/\n/g, ' ')
    .toLowerCase()
    .replace(
      /(^|[\s.,])\|(?= (also )?(sent|wrote|spoke|called|telephoned|emailed|texted|left|have written)\b)/g,
      '$1i',
    );
  STAGE2_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = STAGE2_RE.exec(t))) {
    // "You agreed that if Priya did not pay a repayment…": a term of the agreement or guarantee, not an arrangement
    // made about the arrears.
    if (/^(you|we) agreed (that )?(if|when|to pay [^.]{0,40}\bif)\b/.test(m[0])) continue;
    // "… as explained in our privacy notice": a standing document, not an earlier letter about the debt.
    if (
      /^as (we )?(stated|mentioned|explained|told you) in our$/.test(m[0]) &&
      /^\s+(privacy|data protection|fair processing|terms|website|leaflet|guide|(\w+ )?policy)\b/.test(
        t.slice(m.index + m[0].length),
      )
    )
      continue;
    // "We wrote to remind you about the renewal": a notice before a subscription renewed, not a letter about a debt.
    if (
      /^(we|i) wrote to remind you$/.test(m[0]) &&
      /^\s+(about|of|that) (the|your) (\w+ )?renew/.test(t.slice(m.index + m[0].length))
    )
      continue;
    // "… pay only for the issues already sent", "payments for lenses already sent to you": goods, not letters.
    if (
      /^already sent/.test(m[0]) &&
      /\b(issues?|items?|goods|parcels?|boxes|magazines?|copies|orders?|lenses|products|supplies|tickets)\s*$/.test(
        t.slice(Math.max(0, m.index - 25), m.index),
      )
    )
      continue;
    // "The invoice … due on 27 Jan 2025 is still unpaid": the invoice's own overdue state, the first letter about it.
    if (
      /^still un/.test(m[0]) &&
      /\b(invoice|bill)\b[^.]{0,120}$/.test(t.slice(Math.max(0, m.index - 120), m.index))
    )
      continue;
    // "… remains unpaid despite its reminder and final demand": a collector's client's letters, not its own.
    if (/^remains unpaid despite$/.test(m[0]) && /^\s+(its|their)\b/.test(t.slice(m.index + m[0].length)))
      continue;
    // "The Council gave you notice under section 78 … that the wall was dangerous": a notice requiring works, which
    // came before the costs of doing them in default; not a letter about the arrears.
    if (/^(issued|served|gave|handed) you/.test(m[0]) && WORKS_IN_DEFAULT_RE.test(t)) continue;
    // "I gave you a notice requiring you to apply to register": a notice requiring something other than payment
    // came before the penalty for not doing it; it was not about the money.
    if (
      /^(issued|served|gave|handed) you/.test(m[0]) &&
      /^\s*requir(ing|es|ed) you to (?!pay|settle|clear|repay)/.test(t.slice(m.index + m[0].length))
    )
      continue;
    // "This vehicle has incurred 3 earlier penalty charges in the 90 days …" / "Earlier notice | Contravention": the
    // penalties for other contraventions that raise this one's surcharge, not letters about this charge.
    if (/^(previous|earlier) notices?$/.test(m[0]) && REPEAT_CONTRAVENTION_RE.test(t)) continue;
    // "We sent you a prepaid returns pack": a thing sent, not a letter about the debt.
    if (/\bsent you$/.test(m[0]) && SENT_THING_RE.test(t.slice(m.index + m[0].length))) continue;
    // "If we reject your appeal…", "you can make your complaint…": a step the reader may take, not one taken.
    if (
      /^your /.test(m[0]) &&
      /\b(if|when|unless|can|may|could|to|reject|make|submit|lodge)\b[^.]{0,25}$/.test(
        t.slice(Math.max(0, m.index - 30), m.index),
      )
    )
      continue;
    // "…your appeal you will be told how to refer it": what will happen to it, so it has not been made yet (and the
    // "if we reject" before it may be lost to a scan).
    if (
      /^your /.test(m[0]) &&
      /^,?\s*(you|we|it) (will|would|can|may)\b/.test(t.slice(m.index + m[0].length))
    )
      continue;
    return true;
  }
  return false;
}

/** The legal step a final notice says it will take: sell, repossess, go to court, petition, send bailiffs. */
// (Scotland's steps too: a solicitor "instructed to raise a simple procedure claim", a sheriff officer who "will
// serve a Charge for Payment"; and a bank's set-off: "we will take the money from your account".)
const LEGAL_STEP_RE =
  /\b(we|our client|the (item|boat|vehicle|car)|your (vehicle|goods|home|pledge|item|boat|car)|it)\b[^.]{0,25}?\b(will|shall|intends? to|(are|have been) instructed to) (now |then )?(be )?(sold|sell|disposed of|removed?|repossess\w*|take possession|apply (to|for)|issue (a |court |county court )?(claim|proceedings)|start (court |legal )?(action|proceedings)|commence|present a bankruptcy petition|instruct (enforcement agents|bailiffs|solicitors)|raise (a |an )?(simple procedure |court )?(claim|action|proceedings)|serve (a |the )?charge for payment|take (the money|it|the (amount|sum|balance)) from (your|any other) accounts?|recommend to (our|the) client that (a claim|proceedings|court proceedings) (is|are|be) (issued|started|taken))/;

/**
 * An ultimatum: one sentence that sets the condition ("unless", "if you do not pay") and names the legal step that
 * follows as certain ("we will apply to the court", "the item will be sold"). What a final notice does, whatever it
 * is called; a reminder's "may" is a warning, not this. (On every seen set it marks only final letters.)
 */
export function isUltimatum(text: string): boolean {
  return text
    .replace(/\s+/g, ' ')
    .toLowerCase()
    .split(/(?<=[.!?])\s+/)
    .some(
      (x) =>
        /\b(unless|if you do not|if you don't|if (it|this|the (payment|arrears|balance|amount|sum|invoice|bill|charge)|payment|arrears)\b[^.]{0,40}\bnot (paid|received))/.test(
          x,
        ) && LEGAL_STEP_RE.test(x),
    );
}

export function classifyStage(text: string): 1 | 2 | 3 {
  if (isUltimatum(text)) return 3;
  const t = text.replace(/\n/g, ' ').toLowerCase();
  let stage3 = false;
  STAGE3_RE.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = STAGE3_RE.exec(t))) {
    const before = t.slice(Math.max(0, m.index - 40), m.index);
    if (FUTURE_BEFORE_RE.test(before)) continue;
    if (FUTURE_AFTER_RE.test(t.slice(m.index + m[0].length, m.index + m[0].length + 30))) continue;
    // "summons" only counts when the letter is the summons, not a warning of one.
    if (
      m[1] === 'summons' &&
      !/\b(this|attached) summons\b/.test(t.slice(Math.max(0, m.index - 10), m.index + 10))
    )
      continue;
    // "terminated your agreement" counts only as a statement of fact ("we have terminated").
    if (/^(terminated|ended)/.test(m[1]) && !/\b(have|has) (now )?(therefore )?$/.test(before)) continue;
    // "Larkspur Finance plc has terminated your loan agreement … and has instructed us to collect the balance": the
    // client's termination, told by the collector in its own first letter.
    if (
      /^(terminated|ended)/.test(m[1]) &&
      /\bhas (now )?(therefore )?$/.test(before) &&
      /\b(instructed|asked|appointed|engaged) us\b|\bour client\b/.test(t)
    )
      continue;
    // "… had not been paid after our default notice": an earlier notice, named by a follow-up, is not this letter.
    if (PAST_NOTICE_BEFORE_RE.test(before)) continue;
    if (
      SENT_BEFORE_RE.test(t.slice(Math.max(0, m.index - 120), m.index)) &&
      DATED_AFTER_RE.test(t.slice(m.index + m[0].length, m.index + m[0].length + 30))
    )
      continue;
    stage3 = true;
    break;
  }
  if (stage3) return 3;
  return refersToEarlier(text) ? 2 : 1;
}
