/** The Mailer port's contract: every adapter delivers subject, text and attachments to a place a test can read. */
import { describe, expect, it } from 'vitest';
import type { Mailer } from './mailer';

export interface Delivered {
  to: string;
  subject: string;
  text: string;
  attachmentNames: string[];
  /** The Reply-To address, when the message set one. */
  replyTo?: string;
}

export function mailerContract(
  name: string,
  make: () => Promise<{ mailer: Mailer; delivered(): Promise<Delivered[]> }>,
) {
  describe(`Mailer contract: ${name}`, () => {
    it('delivers a plain message, with non-ASCII text intact', async () => {
      const { mailer, delivered } = await make();
      await mailer.send({
        to: 'ann@example.com',
        subject: 'Your letter is ready — £120',
        text: 'Hello Ann,\n\nIt is ready: £120.00.\n',
      });
      const [m] = await delivered();
      expect(m.to).toContain('ann@example.com');
      expect(m.subject).toBe('Your letter is ready — £120');
      expect(m.text).toContain('It is ready: £120.00.');
    });

    it('delivers attachments', async () => {
      const { mailer, delivered } = await make();
      await mailer.send({
        to: 'bob@example.com',
        subject: 'Letter',
        text: 'Attached.',
        attachments: [
          {
            filename: 'letter.pdf',
            content: new Uint8Array([0x25, 0x50, 0x44, 0x46]),
            contentType: 'application/pdf',
          },
        ],
      });
      const [m] = await delivered();
      expect(m.attachmentNames).toEqual(['letter.pdf']);
    });

    it('sets Reply-To, so the recipient answers the user and not the product', async () => {
      const { mailer, delivered } = await make();
      await mailer.send({
        to: 'agency@example.com',
        subject: 'Letter',
        text: 'Attached.',
        replyTo: 'ann@example.com',
        attachments: [
          {
            filename: 'l.pdf',
            content: new Uint8Array([0x25, 0x50, 0x44, 0x46]),
            contentType: 'application/pdf',
          },
        ],
      });
      const [m] = await delivered();
      expect(m.replyTo).toContain('ann@example.com');
    });
  });
}
