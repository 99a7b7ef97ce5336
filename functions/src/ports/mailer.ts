export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where replies go (e.g. the user, when the product sends a letter to an agency on their behalf). */
  replyTo?: string;
  attachments?: { filename: string; content: Uint8Array; contentType: string }[];
}

/** Outgoing mail: SES in AWS, .eml files in an outbox folder locally (or SMTP when SMTP_URL is set). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
