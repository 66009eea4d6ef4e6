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
    await this.transporter.sendMail({ from: this.from, to: message.recipient, subject: message.subject ?? '', text: message.body });
    return 'sent';
  }

  close(): void {
    this.transporter.close();
  }
}
