/** DOCX of a letter with the `docx` package: the same layout as the PDF, editable in Word. */
import { AlignmentType, Document, Footer, Packer, PageNumber, Paragraph, TextRun } from 'docx';
import { formatUkDate } from '@app/shared/legal/index';
import type { LetterDoc } from '../types';

const FONT = 'Arial';
const SIZE = 21; // half-points: 10.5 pt

const run = (text: string, opts: { bold?: boolean; size?: number; color?: string } = {}) =>
  new TextRun({ text, font: FONT, size: opts.size ?? SIZE, bold: opts.bold, color: opts.color });
const para = (
  children: TextRun[] | string,
  opts: { align?: (typeof AlignmentType)[keyof typeof AlignmentType]; after?: number; before?: number } = {},
) =>
  new Paragraph({
    children: typeof children === 'string' ? multiline(children) : children,
    alignment: opts.align,
    spacing: { after: opts.after ?? 0, before: opts.before ?? 0 },
  });

function multiline(text: string, opts: { bold?: boolean; size?: number; color?: string } = {}): TextRun[] {
  return text.split('\n').map(
    (line, i) =>
      new TextRun({
        text: line,
        font: FONT,
        size: opts.size ?? SIZE,
        bold: opts.bold,
        color: opts.color,
        break: i > 0 ? 1 : undefined,
      }),
  );
}

const pageFooter = new Footer({
  children: [
    new Paragraph({
      alignment: AlignmentType.CENTER,
      children: [
        new TextRun({
          children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES],
          font: FONT,
          size: 16,
          color: '595959',
        }),
      ],
    }),
  ],
});

function pack(children: Paragraph[], title: string): Promise<Uint8Array> {
  const doc = new Document({
    title,
    creator: 'FairReply letter engine',
    styles: { default: { document: { run: { font: FONT, size: SIZE } } } },
    sections: [
      {
        properties: {
          page: {
            size: { width: 11906, height: 16838 },
            margin: { top: 1134, bottom: 1134, left: 1247, right: 1247 },
          },
          titlePage: true, // no number on page 1
        },
        footers: { default: pageFooter, first: new Footer({ children: [] }) },
        children,
      },
    ],
  });
  return Packer.toBuffer(doc).then((b) => new Uint8Array(b));
}

export function renderLetterDocx(doc: LetterDoc): Promise<Uint8Array> {
  const R = AlignmentType.RIGHT;
  const children: Paragraph[] = [
    para([run(doc.sender.name, { bold: true })], { align: R }),
    ...(doc.senderCapacity ? [para([run(doc.senderCapacity, { size: 18 })], { align: R })] : []),
    ...doc.sender.addressLines.map((l) => para(l, { align: R })),
    ...(doc.sender.email ? [para(doc.sender.email, { align: R })] : []),
    para(formatUkDate(doc.date), { align: R, before: 200, after: 240 }),
    para([run(doc.recipient.name, { bold: true })]),
    ...doc.recipient.addressLines.map((l) => para(l)),
    ...(doc.recipient.email ? [para([run(`By email: ${doc.recipient.email}`, { size: 19 })])] : []),
    para('', { after: 200 }),
    ...doc.references.map((r) => para([run(`${r.label}: `, { bold: true }), run(r.value)])),
    para([run(doc.subject, { bold: true, size: 22 })], { before: 200, after: 200 }),
    para(doc.salutation, { after: 140 }),
    ...doc.paragraphs.map((p) => para(p, { after: 140 })),
    para(doc.signOff.closing, { before: 80, after: 720 }),
    para([run(doc.signOff.name, { bold: true })]),
    ...(doc.signOff.capacity ? [para([run(doc.signOff.capacity, { size: 19 })])] : []),
    ...(doc.enclosures.length
      ? [
          para([run('Enclosures:', { bold: true })], { before: 240 }),
          ...doc.enclosures.map((e) => para(`• ${e}`)),
        ]
      : []),
    para([run(doc.disclaimer, { size: 16, color: '595959' })], { before: 320 }),
  ];
  return pack(children, doc.subject);
}

export function renderTextDocx(text: string, title: string): Promise<Uint8Array> {
  const blocks = text
    .replace(/\r\n/g, '\n')
    .split(/\n{2,}/)
    .filter((b) => b.trim());
  return pack(
    blocks.map((b) => para(b, { after: 160 })),
    title,
  );
}
