/** Text recognition: Textract in AWS, tesseract.js locally. */
export interface Ocr {
  /** One image (PNG/JPEG bytes). */
  recognize(image: Uint8Array): Promise<{ text: string; confidence?: number }>;
  /**
   * One single-page PDF, read by the engine itself (Textract does). When absent, a scanned PDF page is rendered to
   * an image and passed to recognize() — which needs the native canvas, available locally but not in Lambda.
   */
  recognizePdfPage?(pdf: Uint8Array): Promise<{ text: string; confidence?: number }>;
}
