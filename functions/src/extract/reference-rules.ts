/**
 * OCR confusions inside a reference (O/0, I/1), resolved by the reference's own pattern: references are runs of
 * letters and runs of digits, so a "0" that opens a letter prefix ("0Y372914" → "OY372914") is a letter, and an "O"
 * or "I" between digits ("12O45" → "12045") is a digit. The agreement between the page's mentions is applied first
 * (findReference keeps the spelling printed most often); this rule decides what voting cannot.
 */

const TO_LETTER: Record<string, string> = { '0': 'O', '1': 'I' };
const TO_DIGIT: Record<string, string> = { O: '0', o: '0', I: '1', l: '1' };

export function resolveConfusions(ref: string): string {
  return ref.replace(/[A-Za-z0-9]+/g, (tok) => {
    let t = tok;
    // A confusable digit opening a letter prefix: "0Y372914", "0QK12345" (two or more letters before the digits).
    t = t.replace(/^([01])(?=[A-Z]{1,3}\d{3,})/, (c) => TO_LETTER[c]);
    // A letter O / I / l with digits on both sides, or closing a long run of digits.
    t = t.replace(/(?<=\d)[OoIl](?=\d)/g, (c) => TO_DIGIT[c]);
    t = t.replace(/(?<=\d{4,})[Oo](?=$)/, '0');
    return t;
  });
}
