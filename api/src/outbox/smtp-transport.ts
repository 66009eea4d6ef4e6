import { createTransport, type Transporter } from 'nodemailer';
import type { QueuedMessage } from './message';
import type { DeliveryResult, Transport } from './transport';

/** Email through an SMTP server (SMTP_URL, e.g. smtps://user:pass@mail.example.com:465). */
export class SmtpTransport implements Transport {
  readonly name = 'smtp';
  private readonly transporter: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transporter = createTransport(smtpUrl);
  }

  async deliver(message: QueuedMessage): Promise<DeliveryResult> {
    await this.send(message.recipient, message.subject ?? '', message.body);
    return 'sent';
  }

  async send(to: string, subject: string, text: string): Promise<void> {
    await this.transporter.sendMail({ from: this.from, to, subject, text });
  }

  /** Connects and signs in without sending anything (the apps page's test). */
  async verify(): Promise<void> {
    await this.transporter.verify();
  }

  close(): void {
    this.transporter.close();
  }
}
