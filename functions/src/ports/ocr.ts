/** Text recognition: Textract in AWS, tesseract.js locally. */
export interface Ocr {
  /** One image (PNG/JPEG bytes). */
  recognize(image: Uint8Array): Promise<{ text: string; confidence?: number }>;
  /**
   * A PDF page without a usable text layer, as a one-page PDF (of a file the reader could not take apart: the
   * whole file, whose first page is read). Textract reads the PDF itself; the local engine renders it to an image
   * first (pdf.js and the native canvas, which stay out of the Lambda bundles).
   */
  recognizePdfPage(pdf: Uint8Array): Promise<{ text: string; confidence?: number }>;
}
