import { createTransport, type Transporter } from 'nodemailer';
import type { AddressGuard } from './address-guard';
import { deliveryErrorOf } from './delivery-error';
import type { MailFile, QueuedMessage } from './message';
import type { DeliveryResult, Transport } from './transport';

/** An SMTP server and the account to sign in with (SMTP_URL's parts, or the apps page's form). */
export interface SmtpSettings {
  host: string;
  port: number;
  /** TLS from the start (smtps, 465); otherwise STARTTLS when the server offers it. */
  secure: boolean;
  username?: string;
  password?: string;
  /** The From address of every email. */
  from: string;
}

/** Connecting, the greeting and each reply: a dead server costs seconds, not nodemailer's minutes. */
const CONNECTION_TIMEOUT_MS = 10_000;
const GREETING_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 30_000;

/**
 * Email through an SMTP server. Each message (and each check) opens its own connection to the
 * server's address as the guard checked it (no second lookup), with the host's name for TLS; a
 * failure is one of the fixed categories of DeliveryError, never the server's reply.
 */
export class SmtpTransport implements Transport {
  readonly name = 'smtp';

  constructor(
    private readonly settings: SmtpSettings,
    private readonly guard: AddressGuard,
  ) {}

  async deliver(message: QueuedMessage): Promise<DeliveryResult> {
    await this.send(message.recipient, message.subject ?? '', message.body, message.files);
    return 'sent';
  }

  async send(to: string, subject: string, text: string, files: readonly MailFile[] = []): Promise<void> {
    const attachments = files.map((file) => ({ filename: file.name, contentType: file.type, content: file.bytes }));
    await this.connected((transporter) => transporter.sendMail({ from: this.settings.from, to, subject, text, ...(attachments.length ? { attachments } : {}) }));
  }

  /** Connects and signs in without sending anything (the apps page's test). */
  async verify(): Promise<void> {
    await this.connected((transporter) => transporter.verify());
  }

  private async connected(work: (transporter: Transporter) => Promise<unknown>): Promise<void> {
    const target = await this.guard.check(this.settings.host);
    const { port, secure, username, password } = this.settings;
    const transporter = createTransport({
      host: target.address,
      port,
      secure,
      // The certificate is checked against the host's name, not the address connected to.
      ...(target.serverName ? { servername: target.serverName, tls: { servername: target.serverName } } : {}),
      ...(username ? { auth: { user: username, pass: password ?? '' } } : {}),
      connectionTimeout: CONNECTION_TIMEOUT_MS,
      greetingTimeout: GREETING_TIMEOUT_MS,
      socketTimeout: SOCKET_TIMEOUT_MS,
    });
    try {
      await work(transporter);
    } catch (error) {
      throw deliveryErrorOf(error);
    } finally {
      transporter.close();
    }
  }
}
