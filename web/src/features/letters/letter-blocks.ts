/**
 * The formatted preview's reading of a letter's text (as `letterToText` writes it, or as the user edited it), so the
 * screen gives the same lines the same weight as the PDF and DOCX: the sender's and the recipient's names, the
 * reference labels, the subject, the signatory's name and "Enclosures:" in bold, everything else regular.
 */
export interface PreviewLine {
  text: string;
  bold: boolean;
  /** "Reference: " of a "Label: value" line: only the label is bold. */
  label?: string;
}
export interface PreviewBlock {
  lines: PreviewLine[];
  /** The subject line (a heading). */
  heading: boolean;
}

const CLOSING_RE = /^(yours (faithfully|sincerely|truly)|kind regards|regards),?$/i;
const DATE_ONLY_RE = /^\d{1,2} [A-Z][a-z]+ \d{4}$/;
const LABEL_RE = /^([A-Z][A-Za-z0-9 ()/'’-]{1,40}): (.+)$/;

function isHeading(t: string): boolean {
  return (
    t.length < 90 &&
    !t.includes('\n') &&
    (/^(re|subject)\b[:\s]/i.test(t) || (t === t.toUpperCase() && /[A-Z]/.test(t)))
  );
}

export function letterBlocks(text: string): PreviewBlock[] {
  const blocks = text
    .split(/\n{2,}/)
    .map((b) => b.trim())
    .filter(Boolean);
  return blocks.map((b, i) => {
    const raw = b.split('\n');
    if (isHeading(b)) return { heading: true, lines: [{ text: b, bold: true }] };
    const prev = blocks[i - 1] ?? '';
    // The names the PDF prints in bold: the sender's (first block), the recipient's (the block after the date
    // alone), the signatory's (the block after the closing).
    const nameFirst = i === 0 || DATE_ONLY_RE.test(prev) || CLOSING_RE.test(prev.split('\n').at(-1) ?? '');
    const references = raw.every((l) => LABEL_RE.test(l)) && raw.length <= 6;
    return {
      heading: false,
      lines: raw.map((l, j) => {
        if (references) {
          const m = LABEL_RE.exec(l)!;
          return { text: m[2], bold: false, label: `${m[1]}: ` };
        }
        return { text: l, bold: (nameFirst && j === 0) || (j === 0 && l === 'Enclosures:') };
      }),
    };
  });
}
