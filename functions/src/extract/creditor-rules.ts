/**
 * Small rules applied to a creditor name once a candidate is found: the legal entity, not a department or a
 * sentence fragment, spelled as its sign-off / registered-office line prints it.
 */

const LEGAL_SUFFIX_RE = /^(ltd\.?|limited|plc|llp|lp)\b/i;

/**
 * A court's or a council's name with its department run on after it, as a payment slip prints it ("Payment slip -
 * Garton Justice of the Peace Court Fines Enforcement"): the department is no part of the name.
 */
export function dropTrailingDepartment(name: string): string {
  const m = /^(.*\b(?:Court|Council))\s+(\S.*)$/.exec(name.trim());
  return m && isDepartment(m[2]) ? m[1] : name;
}

/**
 * Departments and teams print under a name but are not the creditor ("Parking Services", "Revenues and Benefits
 * Service", "Council Tax Section", "Customer Accounts Team", "Collections Department", "Education Welfare Service").
 */
export function isDepartment(name: string): boolean {
  // A public office named for its function and its object ("Enforcement of Judgments Office") is a body of its own,
  // and a line ending "of" or "and" is a name broken over the letterhead ("Enforcement of" / "Judgments Office").
  if (isNamedOffice(name.trim()) || /\b(of|and|&)$/i.test(name.trim())) return false;
  // A department with its subject after a dash ("Revenues Service - Council Tax", "Finance Services - Revenues").
  const beforeDash = name.trim().split(/\s+[-–—|]\s+/)[0];
  if (beforeDash !== name.trim() && isDepartment(beforeDash)) return true;
  // …or the work it does in brackets, perhaps cut by the line's end ("Adult Social Care Finance Team (Client Income").
  const unbracketed = name.trim().replace(/\s*\([^)]*\)?$/, '');
  if (unbracketed && unbracketed !== name.trim() && isDepartment(unbracketed)) return true;
  return (
    // A name of function words only ("Fine Collection and Enforcement", "Debt Recovery and Collections").
    isFunctionOnly(name.trim()) ||
    /^(the )?(corporate |central )?((parking|revenues?|benefits?|finance|removals?|seizures?|council tax|customer|client|collections?|accounts?|traffic|enforcement|recoveries|fines|debt|arrears|litigation|legal|central ticket|business rates|credit control|housing|repairs|environmental|street scene|waste|cleansing|highways?|(student |course |tuition )?fees|(campus |student )?accommodation|education welfare|(school |pupil )?attendance|children['’]?s|electoral)\b[\w\s&']*\b(services?|section|team|department|dept|unit|office|centre|management|enforcement|processing|recovery))$/i.test(
      name.trim(),
    ) ||
    /^(parking|revenues|customer|client) services$/i.test(name.trim()) ||
    /^(patient|customer|client|student|member|tenant)s? (accounts?|billing|finance)$/i.test(name.trim()) ||
    // A council service's own finance team ("Adult Care Finance", "Housing Income", "Adult Social Care Financial
    // Services"): the council is the creditor.
    /^((adult( social)?|social|children'?s|community) (care|services)|care|housing|school meals|education)( and [\w ]+)? (accounts?|billing|finance|financial services|income)( team)?$/i.test(
      name.trim(),
    ) ||
    /^credit control$/i.test(name.trim()) ||
    // A council's regulatory or street service ("Environmental Health - Pest Control", "Bulky Waste Collections").
    /^(environmental health|pest control|bulky (waste|items?)( collections?)?|trading standards|building control)( services?| team| section| unit)?$/i.test(
      name.trim(),
    ) ||
    // A housing service and its arrears team ("Housing Needs", "Former Tenant Arrears").
    /^(housing (needs|options)|homelessness( services)?|(former tenant|rent|housing) arrears( team| section)?)$/i.test(
      name.trim(),
    ) ||
    // A panel's label for the branch that looks after the account ("Store" over "Marlmoor 720").
    /^(your )?(store|branch|shop|depot)$/i.test(name.trim()) ||
    // A tax office's function ("Self Assessment", "PAYE") and an officer's title ("Officer of Revenue and Customs").
    /^(self assessment|paye|tax credit office|tax credits)$/i.test(name.trim()) ||
    /^(an? )?(officer|manager|director|head|member of staff) of\b/i.test(name.trim()) ||
    // A signatory's job title under the name ("Housing Officer", "Income Manager"): a person's role, not a body.
    /^(housing|income|rent|collections?|recover(y|ies)|customer|tenancy|leasehold|arrears|finance|accounts?) (officer|manager|adviser|advisor|assistant|co-?ordinator|team leader|supervisor)$/i.test(
      name.trim(),
    ) ||
    // An office's function before a dash: "Traffic Enforcement - Bus Lane Cameras", "Notice Processing".
    (/^(parking|traffic|notice processing|penalty|bus lane|revenues?|income|fines|enforcement)\b[\w\s&'-]*$/i.test(
      name.trim(),
    ) &&
      !/\b(ltd|limited|plc|llp|council|borough|authority|agents?|agency)\b/i.test(name)) ||
    // A team, department or unit is part of an organisation, never the legal entity itself — except a unit named
    // for its place, a public body of its own ("Elmmoor Debt Management Unit").
    (/^(?!.*\b(ltd|limited|plc|llp)\b).*\b(team|department|dept|section|unit|desk)$/i.test(name.trim()) &&
      !isPlaceNamedUnit(name.trim()))
  );
}

/** "Enforcement of Judgments Office", "Registry of Deeds Office": an office named for what it does to what. */
function isNamedOffice(name: string): boolean {
  return /^[a-z]+ of (the )?[a-z']+( [a-z']+)? (office|service|agency|board)$/i.test(name);
}

/** Words of a team's function, joined by "and": a department's name, never a legal entity's. */
function isFunctionOnly(name: string): boolean {
  const words = name.split(/\s+/).filter((w) => !/^(and|&)$/i.test(w));
  return (
    words.length >= 2 &&
    /\b(and|&)\b/.test(name) &&
    words.every((w) => FUNCTION_WORD_RE.test(w) || /^(collections?|enforcement|recovery|control)$/i.test(w))
  );
}

/** Words that open a team's or unit's name: its function, never a place. */
const FUNCTION_WORD_RE =
  /^(the|parking|revenues?|benefits?|council|tax|customer|client|collections?|accounts?|traffic|enforcement|recover(?:y|ies)|fines?|debt|arrears|litigation|legal|business|rates|credit|overpayments?|income|financ(?:e|ial)|billing|payments?|patient|student|member|tenant|support|operations|processing|notice|penalty|central|complaints?|assessment|compliance|welfare|housing|rent|sundry|specialist|national|regional|local|corporate|general|case|cases|customer|fraud|investigations?|review|appeals?|data|insolvency|bailiff|field|visiting|court)$/i;

/**
 * A public body's unit named for its place ("Elmmoor Debt Management Unit", "Ashby Fines Unit"): a capitalised
 * first word that names no function, then the unit's words.
 */
function isPlaceNamedUnit(name: string): boolean {
  const words = name.split(' ');
  return (
    words.length >= 3 &&
    /unit$/i.test(name) &&
    /^[A-Z][A-Za-z]{2,}$/.test(words[0]) &&
    !FUNCTION_WORD_RE.test(words[0])
  );
}

/** A piece of a sentence taken for a name ("An enforcement", "If you", "You must pay …"). */
export function isSentenceFragment(name: string): boolean {
  return /^(a|an|if|you|we|this|please|your|our|to|as|for|when|unless|should)\b/i.test(name.trim());
}

/**
 * The full legal name when the page prints `name` followed by a legal suffix somewhere ("Gasworth Bank" in the
 * letterhead, "Gasworth Bank plc" in the sign-off), or a letterhead in capitals ("ASHCOMBE Bank") that the
 * sign-off or registered line prints in ordinary case: the printed mention's spelling wins.
 */
export function completeLegalName(name: string, lines: string[]): string {
  const want = name.toLowerCase().replace(/\s+/g, ' ');
  if (LEGAL_SUFFIX_RE.test(name.split(' ').pop() ?? '')) return preferPrintedCase(name, lines);
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i];
    const low = l.toLowerCase();
    let at = low.indexOf(want);
    while (at >= 0) {
      const boundary = at === 0 || /[^a-z0-9]/.test(low[at - 1]);
      const rest = l.slice(at + want.length);
      const restLine = rest.trim() ? rest : ` ${lines[i + 1] ?? ''}`;
      const m = /^\s+(ltd\.?|limited|plc|llp)(?![a-z])/i.exec(restLine);
      if (boundary && m) {
        return `${caseLike(l.slice(at, at + want.length), lines)} ${m[1]}`;
      }
      at = low.indexOf(want, at + 1);
    }
  }
  return preferPrintedCase(name, lines);
}

/** A word of a name: capitalised ("Holloway"), in capitals ("BRIAR"), or "&"; not logo debris ("IO", "Jr-"). */
const NAME_WORD = /^(?:[A-Z][a-z]+|[A-Z]{3,}|&)$/;
/** Capitalised words OCR or a letterhead puts before a name that are not part of it. */
const NOT_NAME_WORD =
  /^(dear|to|from|pay|payable|paid|regards|contact|call|write|please|member|for|on|behalf|of|the|and|with|by|at|slip|re)$/i;

/**
 * A name that is only the tail of a fuller company name the page prints ("Parking Ltd" of "Holloway & Briar Site
 * Parking Ltd", a letterhead wrapped over two lines with a logo between): the fuller name wins. The words before it
 * must be capitalised name words on the same line ("&" may join them), and every mention with such words must
 * agree on them (a mention cut short by a line break agrees with the one it ends).
 */
export function fullerName(name: string, lines: string[]): string {
  const words = name.trim().split(/\s+/);
  if (words.length > 3 || !LEGAL_SUFFIX_RE.test(words.at(-1) ?? '')) return name;
  const esc = name.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re = new RegExp(`((?:[A-Z][\\w'-]*\\s+|&\\s+){1,5})${esc}(?![\\w])`, 'g');
  const prefixes = new Set<string>();
  for (const l of lines)
    for (const m of l.matchAll(re)) {
      // Only the run of name words right before it: "Payment slip - Ashcombe Home" gives "Ashcombe Home".
      const before = m[1].trim().split(/\s+/);
      let k = before.length;
      while (k > 0 && !NOT_NAME_WORD.test(before[k - 1]) && NAME_WORD.test(before[k - 1])) k--;
      const kept = before.slice(k);
      while (kept[0] === '&') kept.shift();
      if (kept.length) prefixes.add(kept.join(' '));
    }
  // A mention cut short by a line break ("… association & Briar Site Parking Ltd") agrees with the fuller one.
  const kept = [...prefixes].filter((p) => ![...prefixes].some((q) => q !== p && q.endsWith(` ${p}`)));
  if (kept.length !== 1) return name;
  return `${kept[0]} ${name.trim()}`;
}

/**
 * A company whose registered name holds a bracket ("Marlley Gardens (Estate Management) Ltd"), found without its first
 * words or its brackets ("Estate Management Ltd": the letterhead wrapped before the bracket, and a name's words never
 * include one): the name as printed, when the page's mentions of such names all end alike.
 */
export function parenthesisedName(name: string, lines: string[]): string {
  const key = (s: string) => s.toLowerCase().replace(/[()]/g, '').replace(/\s+/g, ' ').trim();
  const found = new Set<string>();
  for (const m of lines
    .join(' ')
    .matchAll(/\b((?:[A-Z][\w&'-]*\s+){1,4})\(([A-Z][\w&' -]{1,40})\)\s+(Ltd|Limited|plc|PLC|LLP)\b/g)) {
    const full = `${m[1].trim()} (${m[2].trim()}) ${m[3]}`;
    if (key(full) === key(name) || key(full).endsWith(` ${key(name)}`)) found.add(full);
  }
  // A label run into the name on one line ("Keeper Marlley Gardens (…) Ltd") only adds words before it.
  const shortest = [...found].find((f) => [...found].every((g) => g === f || g.endsWith(` ${f}`)));
  return shortest ?? name;
}

/**
 * A council's name without the "Borough of" / "City of" its letterhead printed above it ("Thornhaven Council" when
 * OCR lost the line "Borough of" to the logo): the full style printed elsewhere on the page (the sign-off, the slip)
 * wins.
 */
export function fullCouncilStyle(name: string, lines: string[]): string {
  // "City Council" alone: the letterhead's place was lost (to a logo, or a line OCR dropped); the page prints the
  // whole name elsewhere ("Ashley City Council - payment slip"), and one place before it is the council's.
  if (/^(City|County|District|Borough|Town) Council$/.test(name.trim())) {
    const re = new RegExp(`\\b([A-Z][\\w'-]+(?: [A-Z][\\w'-]+)?) ${name.trim()}\\b`, 'g');
    const places = new Set(
      lines.flatMap((l) => [...l.matchAll(re)].map((m) => m[1].replace(/^(The|Dear|To|From) /, ''))),
    );
    return places.size === 1 ? `${[...places][0]} ${name.trim()}` : name;
  }
  if (!/^[A-Z][\w'-]+(?: [A-Z][\w'-]+)? Council$/.test(name.trim())) return name;
  const esc = name.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re = new RegExp(
    `\\b((?:Royal |London )?(?:Borough|City|County|District|Metropolitan Borough) of) ${esc}\\b`,
  );
  for (const l of lines) {
    const m = re.exec(l);
    if (m) return `${m[1]} ${name.trim()}`;
  }
  return name;
}

/** A name in letterhead capitals, in the ordinary case the page prints elsewhere when it does. */
export function preferPrintedCase(name: string, lines: string[]): string {
  if (!/[A-Z]{3}/.test(name)) return name;
  return caseLike(name, lines);
}

function caseLike(name: string, lines: string[]): string {
  if (!/[A-Z]{3}/.test(name)) return name;
  const want = name.toLowerCase();
  for (const l of lines) {
    const at = l.toLowerCase().indexOf(want);
    if (at < 0) continue;
    const seen = l.slice(at, at + name.length);
    // An occurrence with no word in capitals (the sign-off "Ashcombe Bank", not "ASHCOMBE Bank").
    if (!seen.split(' ').some((w) => w.length > 2 && w === w.toUpperCase() && /[A-Z]/.test(w))) return seen;
  }
  return name;
}

/** Could this be an organisation's name? Not prose: every lower-case word is a connective ("of", "and", "the"). */
export function looksLikeName(name: string): boolean {
  const words = name.trim().split(/\s+/);
  // (A legal form's full stop is no sentence's end: "Ltd.", a European company's "S.r.l.", "B.V.", "S.A.".)
  if (
    !words.length ||
    words.length > 9 ||
    /[.!?]$/.test(name.replace(/\b(ltd|co|plc)\.$|\b(s\.r\.l|s\.p\.a|s\.a|b\.v|n\.v|s\.l|s\.a\.s)\.$/i, ''))
  )
    return false;
  // "to" only inside a registered company's name ("Stonebridge Rent to Own Limited"), never a sentence's ("Welcome
  // to …").
  const registered = /^(ltd\.?|limited|plc|llp)$/i.test(words.at(-1) ?? '');
  return words.every(
    (w) =>
      !/^[a-z]/.test(w) ||
      // ("at" inside a name: "Greystone Care at Home Ltd".)
      /^(of|and|the|for|&|ltd\.?|plc|limited|llp|t\/a|on|in|upon|at)$/.test(w) ||
      (registered && w === 'to'),
  );
}

/**
 * A name broken over two letterhead lines ("Council of the" / "Borough of Marlby", "Holloway &" / "Briar Ltd"): a
 * candidate that ends with a connective is incomplete and takes the next line; one that opens with a lower-case
 * connective ("and Customs" under "HM Revenue") is the second half and takes the line before.
 */
export function joinBrokenName(name: string, lines: string[]): string {
  const bare = (l: string) => l.trim().replace(/[\s\-\u2014|]+$/, ''); // a rule or bar OCR read as a dash
  if (/^(of|and|&|for)\s/.test(name.trim())) {
    const i = lines.findIndex((l) => bare(l).startsWith(name.trim()));
    const prev = i > 0 ? bare(lines[i - 1]) : '';
    return prev && looksLikeName(prev) && !/\d/.test(prev) ? `${prev} ${name.trim()}` : name;
  }
  if (!/(^|\s)(of|the|and|&|for)$/i.test(name.trim())) return secondHalfBelow(name, lines);
  const i = lines.findIndex((l) => bare(l).endsWith(name.trim()));
  // The next line with words on it: logo debris ("JR—") between the two halves is skipped.
  const next =
    i < 0
      ? undefined
      : lines
          .slice(i + 1, i + 3)
          .map(bare)
          .find((l) => (l.match(/[A-Za-z]/g) ?? []).length >= 4);
  if (!next || !looksLikeName(next) || /\d/.test(next)) return name;
  return `${name.trim()} ${next}`;
}

/**
 * A letterhead line that is a whole name's first half ("Department for Work" over "and Pensions"): the next line opens
 * with "and" and reads as the rest of a name, and the page prints the two together elsewhere (the sign-off, the
 * footer), so the join is the page's own name, not a guess.
 */
function secondHalfBelow(name: string, lines: string[]): string {
  const i = lines.findIndex((l) => l.trim() === name.trim());
  // (A letter or two of a logo's debris may open the line: "A and Pensions".)
  const next = i >= 0 ? (lines[i + 1] ?? '').trim().replace(/^\S{1,2}\s+(?=and\s)/, '') : '';
  if (!/^and\s/.test(next) || !looksLikeName(next) || /\d/.test(next)) return name;
  const joined = `${name.trim()} ${next}`;
  const elsewhere = lines
    .filter((_, k) => k !== i && k !== i + 1)
    .join(' ')
    .replace(/\s+/g, ' ');
  return elsewhere.includes(joined) ? joined : name;
}

/** How far a word may be from the name's word and still be the same word misread (OCR: "Marlford"/"Mariford"). */
function slack(word: string): number {
  return word.length >= 7 ? 2 : word.length >= 4 ? 1 : 0;
}

/** Levenshtein distance: OCR's misread, missing and extra letters. */
export function editDistance(a: string, b: string): number {
  const m = a.length;
  const n = b.length;
  let prev = Array.from({ length: n + 1 }, (_, j) => j);
  for (let i = 1; i <= m; i++) {
    const cur = [i];
    for (let j = 1; j <= n; j++)
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[n];
}

/** The first label of every web address and email domain on the page ("www.marlfordcitycounci.example"), in order. */
export function webLabels(lines: string[]): string[] {
  return [...lines.join(' ').matchAll(/\b(?:www\.\s?|@)([a-z0-9-]{6,})\./gi)].map((m) => m[1].toLowerCase());
}

/** Whether a web label spells the name (its words run together; long names are cut short in domains). */
function spellsDomain(name: string, label: string): boolean {
  const joined = name
    .toLowerCase()
    .split(' ')
    .filter((w) => !/^(ltd\.?|limited|plc|llp|the)$/.test(w))
    .join('')
    .replace(/[^a-z0-9]/g, '');
  return joined.length >= 6 && (joined.startsWith(label) || label.startsWith(joined));
}

/**
 * The spelling of the name the page prints most often. OCR misreads a letter in one mention (the letterhead's
 * "Mariford City Council", the sign-off's "Marlford City Council", the footer's "Marlford City Council"): every
 * run of words that matches the name word for word within a misread letter or two is a mention, and a spelling
 * seen more often than the chosen one replaces it (in the chosen one's case: capitals stay capitals). A web address
 * or email domain that spells the name ("www.marlfordcitycounci.example") is one more mention of that spelling.
 */
export function majoritySpelling(name: string, lines: string[]): string {
  const words = name.split(' ');
  const tokens = lines
    .join(' ')
    .split(/[\s,.;:()]+/)
    .filter(Boolean);
  const counts = new Map<string, { n: number; words: string[] }>();
  for (let i = 0; i + words.length <= tokens.length; i++) {
    const run = tokens.slice(i, i + words.length);
    if (!run.every((t, k) => editDistance(t.toLowerCase(), words[k].toLowerCase()) <= slack(words[k])))
      continue;
    const key = run.join(' ').toLowerCase();
    const c = counts.get(key) ?? { n: 0, words: run };
    c.n++;
    counts.set(key, c);
  }
  const domains = webLabels(lines);
  // A capital I beside an l inside a word ("ElImmere", "WilIiams") is OCR's l read twice, never a name's spelling:
  // it gets no vote. ("McIntyre" keeps its capital I.)
  const garbled = (s: string) => /lI(?=[a-z])|(?<=[a-z])Il/.test(s);
  const votes = (key: string, n: number, spelt: string) =>
    garbled(spelt) ? 0 : n + domains.filter((d) => spellsDomain(key, d)).length;
  const own = votes(name.toLowerCase(), counts.get(name.toLowerCase())?.n ?? 0, name);
  let best: { n: number; words: string[] } | null = null;
  for (const [key, c] of counts) {
    const v = votes(key, c.n, c.words.join(' '));
    if (key !== name.toLowerCase() && v > own && (!best || v > best.n)) best = { n: v, words: c.words };
  }
  if (!best) return name;
  return words
    .map((w, k) => {
      const seen = best.words[k];
      // (The page's tokens lose the name's brackets and commas: "(Estate" is spelt as "Estate", "Fiscal," as "Fiscal".)
      if (seen.toLowerCase() === w.toLowerCase().replace(/[(),]/g, '')) return w;
      return w.length > 1 && w === w.toUpperCase() ? seen.toUpperCase() : seen;
    })
    .join(' ');
}

const POSTCODE_RE = /\b[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}\b/;

/**
 * The lines of the addressee's block ("Mr R Nakamura" … "XK25 9GT"): a personal title and a name, then the address
 * down to its postcode. Their town is never the sender, however often the page repeats it.
 */
export function recipientLines(lines: string[]): Set<number> {
  const out = new Set<number>();
  const start = lines
    .slice(0, 24)
    .findIndex((l) => /^(mr|mrs|ms|miss|mx|dr|prof|sir|dame|lady|lord)\.? [A-Z]/i.test(l));
  if (start < 0) return out;
  for (let i = start; i < Math.min(lines.length, start + 8); i++) {
    out.add(i);
    if (POSTCODE_RE.test(lines[i])) return out;
  }
  return new Set(); // no postcode: not clearly an address block
}

/**
 * A court's letter about a claim is not from the party owed: "Claimant: Brightwater Asset Recoveries Ltd" names
 * the creditor. Only when the sender found is a court; a solicitor's or collector's letter keeps its sender.
 */
export function claimantOfCourtLetter(name: string, lines: string[]): string {
  const court =
    /\b(county court|magistrates'? court|family court|tribunal|hmcts|civil money claims)\b/i.test(name) &&
    !/\b(ltd|limited|plc|llp)\b/i.test(name); // "… High Court Enforcement Ltd" is a company, not a court
  if (!court) return name;
  for (const l of lines) {
    // Anywhere on the line: OCR joins a panel beside the address to the address line ("Thornfield Claimant: …").
    const m = /\bclaimant(?:'s)?(?: name)?\s*:\s*(.+?)\s*$/i.exec(l.trim());
    if (m && looksLikeName(m[1])) return m[1];
  }
  // The form's panel without a colon ("Claimant Redmarsh Vehicle Hire Limited"), the instruction to pay the
  // claimant ("Pay the claimant, not the court: Kestrel Vehicle Hire Limited, 64 Quarry Chambers…") or the title
  // of the action ("Kestrel Vehicle Hire Limited v Kezia Iverson - claim number 20MM1750").
  const ORG = /^[A-Z][\w&'.-]*(?: [\w&'.-]+){0,7} (?:Ltd|Limited|plc|PLC|LLP|Council)\b\.?/;
  for (const l of lines) {
    const t = l.trim();
    const found =
      /^claimant\s+([A-Z].*)$/i.exec(t)?.[1] ??
      /\bpay the claimant\b[^:]*:\s*(.+)$/i.exec(t)?.[1] ??
      /^(.+?) v\.? [A-Z][\w'-]+(?: [A-Z][\w'-]+)*(?:\s+-|,|$)/.exec(t)?.[1];
    const org = found && ORG.exec(found.trim())?.[0];
    if (org && looksLikeName(org)) return org;
  }
  return name;
}

/** Whether `phrase` opens with the words of `start` (or is them), each word within OCR's misread letters. */
function startsLike(phrase: string, start: string): boolean {
  const p = phrase.split(' ');
  const w = start.split(' ');
  return p.length >= w.length && w.every((x, k) => editDistance(p[k], x) <= slack(x));
}

/**
 * The legal entity behind a trading name: "clearwatersplit is a trading name of Clearwater Retail Finance Ltd" makes
 * the company the creditor (the issue's rule: the creditor is the legal entity that asks to be paid) when the name
 * found is that trading name, a fragment of the company's name (a line break cut it: "Finance Ltd"), or the
 * trading name heads the letter. The company's name may wrap over lines; it is returned on one line. A department
 * printed before the company on the sign-off line ("Customer Accounts Redmarsh Home Shopping Ltd") is dropped.
 */
export function legalEntity(name: string, lines: string[]): string;
export function legalEntity(name: string | null, lines: string[]): string | null;
export function legalEntity(name: string | null, lines: string[]): string | null {
  const low = name?.toLowerCase();
  const head = lines.slice(0, 8).map((l) => l.trim().toLowerCase());
  // The sentence opens its line or follows a full stop: the trading name is all the words before "is".
  // "… is a trading name of", "… is operated by" (a school run by its charitable foundation or trust), "… is part of"
  // (a bank's recoveries unit: "Customer Support Unit is part of Clearwater Bank UK PLC", no company of its own).
  // "… is a service provided by" (a lender's student finance service). (A bracketed word of the company's name
  // counts: "Brightwater Payments (UK) Ltd".)
  const trading =
    /(?:^|[.:]\s+)([\w&'.-]+(?: [\w&'.-]+){0,5}) (?:is|are) (?:(?:(?:a|the) )?trading (?:name|style) of|(?:owned and )?operated by|run by|(?:a )?service (?:provided|run|operated) by|(?:a )?(?:part|department|division|unit) of(?: the)?) ([A-Z][\w&'.-]*(?:\s+(?:[A-Z][\w&'.-]*|\([A-Z][\w&'.-]*\)|of|and|&))*?\s+(?:Ltd|Limited|plc|PLC|LLP|(?:Foundation|Trust|Charity)(?: Ltd| Limited)?))\b/gm;
  for (const m of lines.join('\n').matchAll(trading)) {
    const brand = m[1].toLowerCase();
    const entity = m[2].replace(/\s+/g, ' ');
    // The name found is the brand or a piece of it (no name found: only a brand heading the letter counts).
    const byName =
      low !== undefined &&
      (brand === low ||
        low.startsWith(brand) ||
        // …after a logo's debris OCR read as a short word ("Em Student Finance Albion").
        (low.endsWith(` ${brand}`) && low.length - brand.length <= 4) ||
        // The letterhead's first line only ("Marlford" of "Marlford House School"), read alike ("Keshoit Hail School").
        (low.length >= 4 && startsLike(brand, low)) ||
        // …or its tail, the letterhead wrapped ("House School" of "Marlford House School").
        (low.includes(' ') && brand.endsWith(` ${low}`)) ||
        entity.toLowerCase().endsWith(low));
    if (
      byName ||
      // The brand as a letterhead line of its own, perhaps with a word or two after it ("larkspur payday help").
      // A one-word brand as the letterhead's web address ("help.redmarshlater.example": its logo lost to OCR).
      (!brand.includes(' ') &&
        brand.length >= 5 &&
        head.some((l) =>
          new RegExp(`(?:^|[\\s./@])${brand.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.[a-z]`).test(l),
        )) ||
      // Read alike in one of the two places ("clearwatersplt 1s a trading name of" under "clearwatersplit").
      head.some(
        (l) =>
          l === brand ||
          ((l.startsWith(`${brand} `) || (brand.length >= 6 && startsLike(l, brand))) &&
            l.split(' ').length <= brand.split(' ').length + 2) ||
          // A brand of two words or more inside a short letterhead line among a dark band's debris ("se greystone
          // wallet um."), never a sentence, a line naming a client or a labelled one.
          (brand.includes(' ') &&
            ` ${l.replace(/[^a-z0-9& ]/g, ' ')} `.includes(` ${brand} `) &&
            l.split(' ').length <= brand.split(' ').length + 3 &&
            !/:|\b(client|on behalf|for|acting)\b/.test(l)),
      )
    )
      return entity;
  }
  if (name === null) return null;
  const dept =
    /^(?:[A-Z][a-z]+ ){1,3}(?:team|accounts?|department|services|unit|section|office|leader)\s+(.+\b(?:ltd|limited|plc|llp)\.?)$/i.exec(
      name,
    );
  if (dept && !isDepartment(dept[1])) return dept[1];
  return name;
}

/**
 * A word OCR split in two inside a large letterhead ("Mar Iworth District Council", the gap of a wide kerning read as
 * a space and its l as I): joined, when the page prints the joined word (the I read as l) at least twice elsewhere.
 */
export function joinSplitWord(name: string, lines: string[]): string {
  const words = name.split(' ');
  const tokens = lines.join(' ').split(/[^A-Za-z'-]+/);
  for (let k = 0; k + 1 < words.length; k++) {
    if (!/^[A-Z][a-z]*$/.test(words[k]) || !/^[Il]?[a-z]+$/.test(words[k + 1])) continue;
    const joined = words[k] + words[k + 1].replace(/^I/, 'l');
    if (tokens.filter((t) => t === joined).length >= 2)
      return [...words.slice(0, k), joined, ...words.slice(k + 2)].join(' ');
  }
  return name;
}

/**
 * OCR's capital I for a lower-case l after a word's capital ("EImmarsh", "CIearwater"): no name is spelled with a
 * capital I between a capital and lower-case letters, so every page mention reading so is the same misreading.
 */
export function lowerLInName(name: string): string {
  // (Also a zero opening a word of lower-case letters: "Heating 0ils" is "Heating Oils".)
  return name.replace(/\b([A-Z])I(?=[a-z]{2,})/g, '$1l').replace(/\b0(?=[a-z]{2,}\b)/g, 'O');
}

/**
 * A label OCR kept in front of the name it introduces: a form's "Claimant" panel read as one line with its value
 * ("Claimant Redmarsh Vehicle Hire Limited"), or a sign-off's "for (and on behalf of)".
 */
export function dropLeadingLabel(name: string): string {
  // (Also the Welsh "Mae" — "is" — opening a bilingual registration line: "Mae Berwen Water Ltd … wedi'i gofrestru".)
  return name.replace(
    /^(?:claimant|creditor|payee|(?:for )?(?:and )?on behalf of|for|mae)\s+(?=[A-Z0-9])/i,
    '',
  );
}

/**
 * The creditor a formal demand names as the one serving it ("This demand is served on you by the creditor,
 * Larkspur Plant Hire Ltd of …"): a statutory demand is the creditor's own demand in law, whoever drafted and
 * signed it (its solicitors "for and on behalf of" it), so the letterhead's firm is not the creditor. Null when no
 * such sentence is printed.
 */
export function creditorServingDemand(lines: string[]): string | null {
  const flat = lines.join(' ').replace(/\s+/g, ' ');
  const m =
    /\b(?:served on you|made|issued) by the creditor,? ([A-Z][\w&'.-]*(?: (?:[A-Z&][\w&'.-]*|of|and))*? (?:Ltd|Limited|plc|PLC|LLP))\b/.exec(
      flat,
    );
  return m && looksLikeName(m[1]) ? m[1] : null;
}

/**
 * A court printed without its place ("Magistrates' Court", the place lost from a large letterhead): the place the
 * page's own mentions give it ("Holfield Magistrates' Court, The Courthouse, …"), the commonest when they differ.
 */
export function placeOfCourt(name: string, lines: string[]): string {
  const kind = /^(magistrates['’]? court|county court|crown court|sheriff court)$/i.exec(name.trim())?.[1];
  if (!kind) return name;
  const re = new RegExp(`\\b([A-Z][a-z]+(?: [A-Z][a-z]+)?) (${kind.replace(/['’]/, "['’]?")})\\b`, 'gi');
  const counts = new Map<string, number>();
  for (const m of lines.join('\n').matchAll(re)) {
    if (!/^[A-Z][a-z]+( [A-Z][a-z]+)?$/.test(m[1]) || /^(the|this|a|your|our)\b/i.test(m[1])) continue;
    const full = `${m[1]} ${name.trim()}`;
    counts.set(full, (counts.get(full) ?? 0) + 1);
  }
  const best = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
  return best ? best[0] : name;
}
