/** Builds a mail draft link. Bodies are trimmed so the link stays within what mail clients accept. */
export function mailtoLink(opts: { to?: string; subject: string; body: string }): string {
  const maxBody = 1800;
  const body =
    opts.body.length > maxBody
      ? `${opts.body.slice(0, maxBody)}\n\n[…the full letter is in the attached PDF]`
      : opts.body;
  return `mailto:${opts.to ? encodeURIComponent(opts.to) : ''}?subject=${encodeURIComponent(opts.subject)}&body=${encodeURIComponent(body)}`;
}

export function openMailDraft(opts: { to?: string; subject: string; body: string }): void {
  window.location.href = mailtoLink(opts);
}
