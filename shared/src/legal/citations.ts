/**
 * Finds legal citations in free text (statutes, sections, articles, regulations, schedules, FCA Handbook rules,
 * cases) and checks each against the catalogue. Used to reject AI-tailored letters that cite anything the
 * catalogue does not hold, and by tests to prove the templates themselves cite only catalogue entries.
 */
import { LEGAL_CATALOGUE, type LegalEntry } from './catalogue';

export interface Citation {
  raw: string;
  /** Catalogue ids it maps to (empty when unknown). */
  ids: string[];
  known: boolean;
}

/** Names that appear in running text for an instrument that has no entry of its own. */
const TITLE_ALIASES: Record<string, string[]> = {
  'Data (Use and Access) Act 2025': ['dpa-2018-s164a'],
  'Civil Procedure Rules': ['cpr-6-26'],
};

const GDPR = 'UK GDPR';

interface TitleIndex {
  ids: string[];
  sections: Map<string, string[]>; // number → ids (sections/articles/regulations/rules)
  schedules: Map<string, string[]>; // schedule number → ids (whole schedule)
  scheduleParas: Map<string, string[]>; // '4/8' → ids
  whole: string[]; // entries that are the whole instrument
}

function expand(token: string): string[] {
  const m = token.match(/^(\d+)\s*[–-]\s*(\d+)$/);
  if (m) {
    const out: string[] = [];
    for (let i = Number(m[1]); i <= Number(m[2]); i++) out.push(String(i));
    return out;
  }
  return [token.trim()];
}

const index = new Map<string, TitleIndex>();
function entryFor(title: string): TitleIndex {
  let t = index.get(title);
  if (!t) {
    t = { ids: [], sections: new Map(), schedules: new Map(), scheduleParas: new Map(), whole: [] };
    index.set(title, t);
  }
  return t;
}
function push(map: Map<string, string[]>, key: string, id: string) {
  const list = map.get(key) ?? [];
  if (!list.includes(id)) list.push(id);
  map.set(key, list);
}

for (const e of LEGAL_CATALOGUE) {
  if (e.kind === 'route' || e.kind === 'case') continue;
  const t = entryFor(e.title);
  t.ids.push(e.id);
  const s = e.section.trim();
  let m: RegExpMatchArray | null;
  if (!s || s === 'Schedule') t.whole.push(e.id);
  // A schedule's number may carry a letter, as an inserted schedule's does (Schedule 13A to the Housing Act 2004).
  else if ((m = s.match(/^Sch\.(\d+[A-Z]?)\s+para\s+(\d+)$/))) push(t.scheduleParas, `${m[1]}/${m[2]}`, e.id);
  else if ((m = s.match(/^Sch\.(\d+[A-Z]?)$/))) push(t.schedules, m[1], e.id);
  else if (/^(Part|Chapter|CONC|DISP|MCOB)\b/.test(s)) t.whole.push(e.id);
  else {
    const body = s.replace(/^(ss?\.|arts?\.|Art\.\s*|regs?\.|r\.)\s*/, '');
    for (const n of expand(body)) push(t.sections, n, e.id);
  }
}

const titlesBySpecificity = [
  ...new Set([...LEGAL_CATALOGUE.map((e) => e.title), ...Object.keys(TITLE_ALIASES)]),
].sort((a, b) => b.length - a.length);
const titleKey = (t: string) => t.replace(/,/g, '');

const FILLER = new Set(
  'the under by in of and to see per from with both also as where that when if while since because for on i we it this my your their its these those a an not which any all other'.split(
    ' ',
  ),
);

function resolveTitle(phrase: string): string | undefined {
  const p = phrase.trim().replace(/\s+/g, ' ').replace(/,/g, '');
  for (const title of titlesBySpecificity) {
    const key = titleKey(title);
    if (p === key) return title;
    if (p.endsWith(' ' + key)) {
      const prefix = p
        .slice(0, p.length - key.length)
        .trim()
        .toLowerCase()
        .split(' ');
      if (
        prefix.every(
          (w) =>
            FILLER.has(w) || /^(sections?|articles?|regulations?|schedules?|parts?|paragraphs?)$/.test(w),
        )
      )
        return title;
    }
  }
  if (/\bUK GDPR$/.test(p) || /^(the )?GDPR$/i.test(p)) return GDPR;
  return undefined;
}

const NUM = String.raw`\d+[A-Z]{0,2}(?:\(\d+[a-z]?\))*`;
const NUM_LIST = String.raw`${NUM}(?:\s*(?:,|and|or|to|–|-)\s*${NUM})*`;
const TITLE_WORDS = String.raw`(?:(?:[A-Z][A-Za-z'’-]*,?|\([A-Z][A-Za-z'’ ]*\)|and|of|for|to|in|on)\s+)+?`;
const INSTRUMENT = String.raw`(?:UK GDPR|${TITLE_WORDS}(?:Act|Regulations|Order|Rules)(?:\s+\d{4})?)`;

const RE_INSTRUMENT = new RegExp(
  String.raw`((?:(?:[A-Z][A-Za-z'’-]*,?|\([A-Z][A-Za-z'’ ]*\)|and|of|for|to|in|on)\s+)+)(Act|Regulations|Order)\s+(\d{4})`,
  'g',
);
const RE_PROVISION = new RegExp(
  String.raw`\b(sections?|Sections?|ss?\.\s?|regulations?|Regulations?|regs?\.\s?|articles?|Articles?|[Aa]rts?\.\s?)\s*(?!(?:19|20)\d{2}\b)(${NUM_LIST})(?:\s+of\s+(?:the\s+)?(${INSTRUMENT}))?`,
  'g',
);
const RE_SCHEDULE = new RegExp(
  String.raw`\b(?:(?:paragraphs?|paras?\.?)\s*(${NUM_LIST})\s+of\s+)?(?:Schedule|Sch\.)\s*(\d+[A-Z]?)(?:\s+(?:to|of)\s+(?:the\s+)?(${INSTRUMENT}))?`,
  'g',
);
const RE_RULE = /\b(?:[Rr]ules?|r\.|CPR)\s*(\d+\.\d+)/g;
const RE_HANDBOOK = /\b(CONC|DISP|MCOB)\s+(\d+(?:\.\d+)*[RG]?)/g;
const RE_CASE =
  /\[(\d{4})\]\s+(EWHC|EWCA|UKSC|UKHL|EWCOP|UKUT|EWFC)\s+(?:(?:Civ|Crim)\s+)?(\d+)(?:\s+\((\w+)\))?/g;
const RE_PROTOCOL = /Pre-Action Protocol for ([A-Z][a-z]+(?: [A-Z][a-z]+)?)/g;

function numbersOf(list: string): string[] {
  const out: string[] = [];
  const parts = list.split(/\s*(?:,|\band\b|\bor\b)\s*/).filter(Boolean);
  for (const part of parts) {
    const r = part.match(/^(\d+)\s*(?:to|–|-)\s*(\d+)$/);
    if (r) out.push(...expand(`${r[1]}-${r[2]}`));
    else out.push(...part.split(/\s*(?:to|–|-)\s*/).filter(Boolean));
  }
  return out;
}

function lookupNumber(ti: TitleIndex | undefined, n: string): string[] {
  if (!ti) return [];
  const base = n.replace(/\(.*$/, '');
  return (
    ti.sections.get(n) ?? ti.sections.get(base) ?? (ti.whole.length && ti.sections.size === 0 ? ti.whole : [])
  );
}

function anyTitleHasNumber(n: string, kind: 'section' | 'regulation' | 'article'): string[] {
  const ids: string[] = [];
  for (const e of LEGAL_CATALOGUE) {
    const s = e.section;
    const base = n.replace(/\(.*$/, '');
    const ok =
      kind === 'article'
        ? /^(Art\.|art\.)/.test(s)
        : kind === 'regulation'
          ? /^regs?\./.test(s)
          : /^ss?\./.test(s);
    if (!ok) continue;
    const body = s.replace(/^(ss?\.|arts?\.|Art\.\s*|regs?\.|r\.)\s*/, '');
    if (expand(body).some((x) => x === n || x === base)) ids.push(e.id);
  }
  return ids;
}

export function findCitations(text: string): Citation[] {
  const out: Citation[] = [];
  const norm = text.replace(/\s+/g, ' ');

  for (const m of norm.matchAll(RE_INSTRUMENT)) {
    const phrase = `${m[1]}${m[2]} ${m[3]}`;
    const title = resolveTitle(phrase);
    const ids = title ? (TITLE_ALIASES[title] ?? entryFor(title).ids) : [];
    out.push({ raw: phrase.trim(), ids: [...ids], known: ids.length > 0 });
  }

  for (const m of norm.matchAll(RE_PROVISION)) {
    const word = m[1].toLowerCase();
    const kind = word.startsWith('reg') ? 'regulation' : word.startsWith('art') ? 'article' : 'section';
    const nums = numbersOf(m[2]);
    const title = m[3] ? resolveTitle(m[3]) : kind === 'article' ? GDPR : undefined;
    const ids: string[] = [];
    let known = true;
    for (const n of nums) {
      let found: string[];
      if (title === GDPR)
        found = LEGAL_CATALOGUE.filter(
          (e) =>
            e.title === GDPR &&
            (e.id === `uk-gdpr-art-${n}` || e.id === `uk-gdpr-art-${n.replace(/\(.*$/, '')}`),
        ).map((e) => e.id);
      else if (title) found = lookupNumber(index.get(title), n);
      else if (m[3])
        found = []; // an instrument we do not hold
      else found = anyTitleHasNumber(n, kind);
      if (!found.length) known = false;
      ids.push(...found);
    }
    out.push({ raw: m[0], ids: [...new Set(ids)], known });
  }

  for (const m of norm.matchAll(RE_SCHEDULE)) {
    const paras = m[1] ? numbersOf(m[1]) : [];
    const sch = m[2];
    const title = m[3] ? resolveTitle(m[3]) : undefined;
    const candidates = title ? [index.get(title)].filter(Boolean) : [...index.values()];
    const ids: string[] = [];
    for (const ti of candidates as TitleIndex[]) {
      const whole = ti.schedules.get(sch) ?? [];
      if (paras.length) {
        for (const p of paras) ids.push(...(ti.scheduleParas.get(`${sch}/${p}`) ?? whole));
      } else {
        ids.push(
          ...whole,
          ...[...ti.scheduleParas.entries()].filter(([k]) => k.startsWith(`${sch}/`)).flatMap(([, v]) => v),
        );
      }
    }
    const known = ids.length > 0 && (!m[3] || !!title);
    out.push({ raw: m[0], ids: [...new Set(ids)], known });
  }

  for (const m of norm.matchAll(RE_RULE)) {
    const ok = m[1] === '6.26';
    out.push({ raw: m[0], ids: ok ? ['cpr-6-26'] : [], known: ok });
  }

  for (const m of norm.matchAll(RE_HANDBOOK)) {
    const ref = `${m[1]} ${m[2].replace(/[RG]$/, '')}`;
    const ids = LEGAL_CATALOGUE.filter(
      (e) => /^(CONC|DISP|MCOB)/.test(e.section) && (ref === e.section || ref.startsWith(e.section + '.')),
    ).map((e) => e.id);
    out.push({ raw: m[0], ids, known: ids.length > 0 });
  }

  for (const m of norm.matchAll(RE_CASE)) {
    const ids = LEGAL_CATALOGUE.filter(
      (e) => e.kind === 'case' && e.section.startsWith(`[${m[1]}] ${m[2]} ${m[3]}`),
    ).map((e) => e.id);
    out.push({ raw: m[0], ids, known: ids.length > 0 });
  }

  for (const m of norm.matchAll(RE_PROTOCOL)) {
    const what = m[1];
    const ids = what.startsWith('Debt Claims')
      ? ['pap-debt-claims']
      : what.startsWith('Possession Claims')
        ? ['pap-mortgage-possession']
        : [];
    out.push({ raw: m[0], ids, known: ids.length > 0 });
  }
  return out;
}

/** The citations in `text` that the catalogue does not hold. */
export function unknownCitations(text: string): Citation[] {
  return findCitations(text).filter((c) => !c.known);
}

export type { LegalEntry };
