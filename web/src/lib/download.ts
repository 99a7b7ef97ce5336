/** Saves a blob as a file through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function saveText(text: string, fileName: string, type = 'text/plain;charset=utf-8'): void {
  saveBlob(new Blob([text], { type }), fileName);
}

/** 'debt-rebuttal-{accountNumber or id}', made safe for a file name. */
export function letterFileBase(letter: { id: string; accountNumber: string | null }): string {
  const raw = letter.accountNumber?.trim() || letter.id;
  return `debt-rebuttal-${raw.replace(/[^A-Za-z0-9._-]+/g, '_')}`;
}
