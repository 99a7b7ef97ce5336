/** Reading and analysis half of the debt-letter pipeline: bytes → text → fields. */
export { sniffFileType, type SniffedType } from './sniff';
export { readDocument, UnsupportedDocumentError, type ReadResult, type ReadOptions } from './read';
export { extractFields, type LetterFields, type DetectedDebtType } from './fields';
export {
  analyseLetter,
  validateLlmFields,
  LETTER_FIELDS_SCHEMA,
  LETTER_FIELDS_SYSTEM,
  LETTER_FIELDS_TOOL,
  type AnalysedLetter,
} from './analyse';
