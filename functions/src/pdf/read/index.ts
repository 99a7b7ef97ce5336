/**
 * Our own PDF reader: enough of ISO 32000 to read an uploaded letter's text layer and to copy one of its pages,
 * without pdf.js or pdf-lib in the Lambda bundles (issue 15). See document.ts (file structure), text.ts (text
 * layer), page-copy.ts (one page out).
 */
export { PasswordRequiredError } from './crypt';
export { NotAPdfError, PdfReader, PdfFormatError, type PageInfo } from './document';
export { importPage, onePageOf, onePagePdf, PageRangeError } from './page-copy';
export { pageTextItems, type TextItem } from './text';
