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
    return t;
  });
}

/**
 * Agreement between the page's mentions for a character OCR adds beside a slash ("HVCI/1234567" for "HVC/1234567":
 * the slash's serif read as I). When the page also prints the reference without it, that spelling wins.
 */
export function agreeWithMentions(ref: string, text: string): string {
  if (!/[Il1|]\/|\/[Il1|]/.test(ref)) return ref;
  const variant = ref.replace(/[Il1|](?=\/)/g, '').replace(/(?<=\/)[Il|]/g, '');
  if (variant === ref) return ref;
  const count = (s: string) => text.split(s).length - 1;
  return count(variant) >= 1 && count(variant) >= count(ref) - 0 ? variant : ref;
}
