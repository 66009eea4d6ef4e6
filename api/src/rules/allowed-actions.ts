import { meetsCondition, type Registry } from '@club/schema';
import type { CrudService, Row } from '../crud/crud.service';
import type { Reader } from '../crud/readers';
import { MESSAGES, type Locale } from '../i18n/messages';
import type { PoolClient } from 'pg';
import { ApiError } from '../crud/errors';
import type { RecordActionCall, RecordActions } from '../server-overrides/record-actions';
import type { RuleMessages } from './rule-messages';
import { moveRefusals } from './workflow';

/** One action as the reader may see it now: allowed, or why not. */
export interface ActionNow {
  allowed: boolean;
  reason?: string;
}

/**
 * Which of a record's actions (declared, workflow moves among them) the reader may take now, and
 * why not the others: the same judgement the write makes (permission, `when`, the move's actor
 * and requester rules, an override's own), so the admin offers what the server takes.
 */
export class AllowedActions {
  constructor(
    private readonly registry: Registry,
    private readonly crud: CrudService,
    private readonly actions: RecordActions,
    private readonly messages: RuleMessages,
  ) {}

  async of(name: string, id: string, reader: Reader, locale: Locale): Promise<Record<string, ActionNow>> {
    const resource = this.registry.get(name)!;
    const record: Row = await this.crud.getOne(name, id, locale, reader);
    return this.crud.together(async (client) => {
      const answer: Record<string, ActionNow> = {};
      for (const [action, definition] of Object.entries(resource.actions ?? {})) {
        const label = this.messages.action(locale, name, action);
        const reasons: string[] = [];
        if (!reader.may(name, definition.permission)) reasons.push(this.messages.text(locale, 'notPermitted', { action: label }));
        if (!meetsCondition(record, definition.when)) reasons.push(MESSAGES[locale].actionNotNow);
        const move = resource.workflow?.moves[action];
        if (move) reasons.push(...moveRefusals(resource, action, move, record, reader.userId, this.messages, locale).map((refusal) => refusal.message));
        const own = reasons.length === 0 ? await this.actions.get(name, action)?.refusal?.({ resource: name, record, actorId: reader.userId, locale }, client) : undefined;
        if (own) reasons.push(own);
        if (reasons.length === 0 && definition.triedFirst) {
          const refused = await this.tried(client, action, { resource: name, id, body: {}, actor: { id: reader.userId }, reader, locale });
          if (refused) reasons.push(refused);
        }
        answer[action] = reasons.length ? { allowed: false, reason: reasons[0] } : { allowed: true };
      }
      return answer;
    });
  }

  /**
   * Runs the action in a savepoint rolled back whatever happens, and says why it was refused (the
   * first field's reason, as a form would show it); nothing when it would be taken.
   */
  private async tried(client: PoolClient, action: string, call: RecordActionCall): Promise<string | undefined> {
    await client.query('SAVEPOINT "action_tried"');
    try {
      await this.actions.run(action, call, this.crud);
      return undefined;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const body = error.getResponse() as { message?: string; errors?: Record<string, string> };
      return Object.values(body.errors ?? {})[0] ?? body.message;
    } finally {
      await client.query('ROLLBACK TO SAVEPOINT "action_tried"');
    }
  }
}
