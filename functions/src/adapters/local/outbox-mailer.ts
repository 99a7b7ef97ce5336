/** Mail written as .eml files to DATA_DIR/outbox: open them in any mail client, or read them in tests. */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MailMessage, Mailer } from '../../ports/mailer';
import { newId } from '../../domain/ids';
import { composeMime } from '../mail/mime';

export class OutboxMailer implements Mailer {
  constructor(
    private readonly dir: string,
    private readonly from: string,
  ) {}

  async send(message: MailMessage): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await writeFile(join(this.dir, `${newId()}.eml`), composeMime(this.from, message));
  }
}
