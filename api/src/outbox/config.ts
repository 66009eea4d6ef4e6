import { ConfigError } from '../config';

/** Where outgoing messages go and what their links point at (read once at start-up). */
export interface MailConfig {
  /** SMTP server for email; without it emails are only logged (the Notifications screen shows them). */
  smtpUrl?: string;
  /** The From address of every email (required with SMTP_URL). */
  mailFrom?: string;
  /** The admin's address as users reach it: links in messages start with it. */
  publicUrl: string;
}

export const mailConfigFromEnv = (env: NodeJS.ProcessEnv, port: number): MailConfig => {
  const smtpUrl = env.SMTP_URL || undefined;
  const mailFrom = env.MAIL_FROM || undefined;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) throw new ConfigError('SMTP_URL must start with smtp:// or smtps://');
  if (smtpUrl && !mailFrom) throw new ConfigError('MAIL_FROM is required with SMTP_URL');
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+/.test(publicUrl)) throw new ConfigError('PUBLIC_URL must start with http:// or https://');
  return { smtpUrl, mailFrom, publicUrl };
};
