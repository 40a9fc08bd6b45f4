import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Where mail goes without SMTP: one .eml file per message, newest last by name. */
export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox');
}

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise every message is
 * written to DATA_DIR/outbox and logged, so password resets work out of the box.
 */
export const mailerPlugin = fp<{ smtpUrl: string | undefined; from: string; dataDir: string }>(
  async (app, { smtpUrl, from, dataDir }) => {
    let mailer: Mailer;
    if (smtpUrl) {
      const { createTransport } = await import('nodemailer');
      const transport = createTransport(smtpUrl);
      mailer = {
        async send(mail) {
          await transport.sendMail({ from, ...mail });
        },
      };
      app.addHook('onClose', async () => transport.close());
    } else {
      const dir = outboxDir(dataDir);
      mailer = {
        async send(mail) {
          await mkdir(dir, { recursive: true });
          const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
          const body = [
            `From: ${from}`,
            `To: ${mail.to}`,
            `Subject: ${mail.subject}`,
            `Date: ${new Date().toUTCString()}`,
            'Content-Type: text/plain; charset=utf-8',
            '',
            mail.text,
            '',
          ].join('\r\n');
          await writeFile(file, body, 'utf8');
          app.log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox (no SMTP_URL set)');
        },
      };
    }
    app.decorate('mailer', mailer);
  },
  { name: 'mailer' },
);
