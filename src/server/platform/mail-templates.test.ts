// @module-tag pglite
import { describe, expect, it } from 'vitest';
import { notificationMail, passwordResetMail } from './mail-templates';

/* A name in a mail is a member's choice, and someone else may set off mail to an address (decision 0030). */
describe('mail templates', () => {
  const chosen = 'Win cash at spam-prizes.com\nhttps://spam.example/win now';
  const link = 'http://localhost:3000/x';

  it('greet with the name cleaned of links and line breaks, and keep it out of the subject', () => {
    for (const mail of [
      passwordResetMail({ name: chosen, link }),
      notificationMail({ name: chosen, title: 'New messages on Fete Chat', message: 'Hello.', link }),
    ]) {
      expect(mail.text).toContain('Hi Win cash at now,');
      expect(mail.html).toContain('Hi Win cash at now,');
      for (const part of [mail.subject, mail.text, mail.html]) {
        expect(part).not.toContain('spam');
      }
      expect(mail.subject).not.toContain('Win cash');
    }
  });

  it('greet "there" when nothing of the name is left', () => {
    expect(passwordResetMail({ name: 'https://spam.example', link }).text).toMatch(/^Hi there,/);
  });
});
