import type { LetterDoc } from '../types';
import { renderLetterDocx, renderTextDocx } from './docx';
import { renderLetterPdf, renderTextPdf } from './pdf';
import { letterToText } from '../text';

type Input = LetterDoc | { text: string; title: string };
const isText = (d: Input): d is { text: string; title: string } =>
  typeof (d as { text?: unknown }).text === 'string' && !(d as LetterDoc).paragraphs;

export function renderPdf(doc: Input): Promise<Uint8Array> {
  return isText(doc) ? renderTextPdf(doc.text, doc.title) : renderLetterPdf(doc);
}
export function renderDocx(doc: Input): Promise<Uint8Array> {
  return isText(doc) ? renderTextDocx(doc.text, doc.title) : renderLetterDocx(doc);
}
export function renderTxt(doc: Input): string {
  return isText(doc) ? doc.text : letterToText(doc);
}
export const renderPdfFromText = renderTextPdf;
export const renderDocxFromText = renderTextDocx;
