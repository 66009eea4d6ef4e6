import { ConfigError } from '../config';

/** Where outgoing messages go and what their links point at (read once at start-up). */
export interface MailConfig {
  /** SMTP server for email; without it emails are only logged (the Notifications screen shows them). */
  smtpUrl?: string;
  /** The From address of every email (required with SMTP_URL). */
  mailFrom?: string;
  /** An HTTP SMS gateway (SMS_GATEWAY_URL, SMS_GATEWAY_TOKEN, SMS_SENDER); without it SMS are only logged. */
  sms?: { url: string; token?: string; sender: string };
  /** The admin's address as users reach it: links in messages start with it. */
  publicUrl: string;
}

/** An alphanumeric sender ID: operators take at most 11 characters. */
export const SENDER_NAME = /^[A-Za-z0-9 ._-]{1,11}$/;

export const mailConfigFromEnv = (env: NodeJS.ProcessEnv, port: number): MailConfig => {
  const smtpUrl = env.SMTP_URL || undefined;
  const mailFrom = env.MAIL_FROM || undefined;
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) throw new ConfigError('SMTP_URL must start with smtp:// or smtps://');
  if (smtpUrl && !mailFrom) throw new ConfigError('MAIL_FROM is required with SMTP_URL');
  const publicUrl = (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]+/.test(publicUrl)) throw new ConfigError('PUBLIC_URL must start with http:// or https://');
  const smsUrl = env.SMS_GATEWAY_URL || undefined;
  const sender = env.SMS_SENDER || undefined;
  if (smsUrl && !/^https?:\/\/[^/]+/.test(smsUrl)) throw new ConfigError('SMS_GATEWAY_URL must start with http:// or https://');
  if (smsUrl && !sender) throw new ConfigError('SMS_SENDER is required with SMS_GATEWAY_URL');
  if (sender && !SENDER_NAME.test(sender)) throw new ConfigError('SMS_SENDER must be 1 to 11 letters, digits, spaces, dots, dashes or underscores');
  const sms = smsUrl ? { url: smsUrl, token: env.SMS_GATEWAY_TOKEN || undefined, sender: sender! } : undefined;
  return { smtpUrl, mailFrom, sms, publicUrl };
};
