import type { AddressGuard } from '../outbox/address-guard';
import { HttpSmsTransport, type SmsGateway } from '../outbox/http-sms-transport';
import { LogTransport } from '../outbox/log-transport';
import { SmtpTransport, type SmtpSettings } from '../outbox/smtp-transport';
import type { Transport } from '../outbox/transport';
import { appDefinition, isConfigured, type SettingValues } from './integration-catalogue';

/** The apps that carry the outbox's messages, and the channel each carries. */
export type SenderKey = 'smtp' | 'sms';
export const CHANNEL_OF = { smtp: 'email', sms: 'sms' } as const;

export const smtpSettingsOf = (values: SettingValues): SmtpSettings => ({
  host: String(values.host),
  port: Number(values.port),
  secure: values.secure === true,
  username: values.username ? String(values.username) : undefined,
  password: values.password ? String(values.password) : undefined,
  from: String(values.from),
});

export const smsGatewayOf = (values: SettingValues): SmsGateway => ({
  url: String(values.url),
  token: values.token ? String(values.token) : undefined,
  sender: String(values.sender),
});

/** A sender's transport from its settings, every connection checked by the guard; none set up: the log. */
export const transportOf = (key: SenderKey, values: SettingValues | undefined, guard: AddressGuard): Transport => {
  if (!isConfigured(appDefinition(key)!, values)) return new LogTransport();
  return key === 'smtp' ? new SmtpTransport(smtpSettingsOf(values), guard) : new HttpSmsTransport(smsGatewayOf(values), guard);
};

/** Where a sender now sends, for the notice of a change: the SMTP server's host and port, the gateway's origin (never its path or query, which may hold a key). */
export const whereTo = (key: SenderKey, values: SettingValues | undefined): string | undefined => {
  if (!isConfigured(appDefinition(key)!, values)) return undefined;
  if (key === 'smtp') return `${String(values.host)}:${String(values.port)}`;
  try {
    return new URL(String(values.url)).origin;
  } catch {
    return undefined;
  }
};
