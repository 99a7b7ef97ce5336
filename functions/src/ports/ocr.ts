/** Text recognition of one image (PNG/JPEG bytes): Textract in AWS, tesseract.js locally. */
export interface Ocr {
  recognize(image: Uint8Array): Promise<{ text: string; confidence?: number }>;
}
