import type { MailConfig } from './config';
import { LogTransport } from './log-transport';
import type { Channel } from './message';
import { SmtpTransport } from './smtp-transport';
import type { Transport } from './transport';

/** Email over SMTP when configured, otherwise logged; SMS has no gateway yet: logged. */
export const transportsFor = (config: MailConfig): Record<Channel, Transport> => {
  const log = new LogTransport();
  return {
    email: config.smtpUrl && config.mailFrom ? new SmtpTransport(config.smtpUrl, config.mailFrom) : log,
    sms: log,
  };
};
