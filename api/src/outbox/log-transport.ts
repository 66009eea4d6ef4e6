import { Logger } from '@nestjs/common';
import type { QueuedMessage } from './message';
import type { DeliveryResult, Transport } from './transport';

/**
 * The transport of a channel with no gateway configured: the message stays in the outbox, where
 * an admin with permission on notifications reads it, and the server log says so. The body is
 * NOT logged: it holds the link or code, and logs travel further than the database.
 */
export class LogTransport implements Transport {
  readonly name = 'log';
  private readonly logger = new Logger('Outbox');

  async deliver(message: QueuedMessage): Promise<DeliveryResult> {
    const subject = message.subject ? ` "${message.subject}"` : '';
    this.logger.log(`${message.channel} ${message.kind}${subject} to ${message.recipient} not sent (no ${message.channel} gateway configured): read it in Notifications, id ${message.id}`);
    return 'logged';
  }
}
