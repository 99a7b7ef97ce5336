/** The PDF writer: documents, pages, fonts, images. */
export { A4, PdfDocument, type DocumentInfo } from './document';
export { Page, type Font, type Matrix, type Rgb } from './page';
export { ImageFormatError, type PdfImage } from './image';
