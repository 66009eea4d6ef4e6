import { meetsCondition, reminderHorizon, reminderStep, type AnyResource, type Registry, type ReminderDefinition } from '@club/schema';
import type { PoolClient } from 'pg';
import { summaryOfRecord } from '../audit/record-summaries';
import type { CrudService, Row } from '../crud/crud.service';
import type { Records } from '../crud/records';
import type { Locale } from '../i18n/messages';
import type { InAppNotifications } from '../notifications/in-app';
import type { Outbox } from '../outbox';
import { addDays, todayInRiyadh } from '../overrides/parts/club-calendar';
import { bilingualEmail } from '../overrides/parts/bilingual-email';
import type { RuleMessages } from '../rules/rule-messages';
import type { Scheduler } from '../scheduler';

// The declared reminders (schema/src/reminders.ts): one job per reminder finds the records whose
// date comes within its farthest step, and tells each one's people once per step and date, in the
// app and by email, in the job's transaction (the outbox sends what committed).

export interface ReminderDeps {
  registry: Registry;
  crud: CrudService;
  records: Records;
  outbox: Outbox;
  notifications: InAppNotifications;
  messages: RuleMessages;
  publicUrl: string;
  scheduler: Scheduler;
}

/** How often the jobs look: a reminder is about days, an hour late is on time. */
const EVERY_MINUTES = 60;

const daysBetween = (from: string, to: string): number => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

export class Reminders {
  constructor(private readonly deps: ReminderDeps) {}

  /** One scheduled job per declared reminder: `{resource}.reminders.{name}`. */
  install(): void {
    for (const resource of this.deps.registry.resources) {
      for (const [name, reminder] of Object.entries(resource.reminders ?? {})) {
        this.deps.scheduler.add(`${resource.name}.reminders.${name}`, { everyMinutes: EVERY_MINUTES, run: (client) => this.remind(client, resource, name, reminder) });
      }
    }
  }

  /** Sends what is due now of one reminder; returns how many records it told of. */
  private async remind(client: PoolClient, resource: AnyResource, name: string, reminder: ReminderDefinition): Promise<number> {
    const today = todayInRiyadh();
    const table = this.deps.crud.table(resource.name);
    const { rows: due } = await client.query<{ id: string; day: string }>(
      `SELECT "id", ${table.column(reminder.date)}::text AS "day" FROM ${table.table} WHERE ${table.column(reminder.date)} BETWEEN $1::date AND $2::date ORDER BY ${table.column(reminder.date)}, "id"`,
      [today, addDays(today, reminderHorizon(reminder))],
    );
    let told = 0;
    for (const { id, day } of due) {
      const step = reminderStep(reminder, daysBetween(today, day));
      if (step === undefined) continue;
      const [record] = await this.deps.records.find(resource.name, { id }, { limit: 1 });
      if (!record || !meetsCondition(record, reminder.when)) continue;
      // Claimed first (sent-reminders.entity.ts): of two instances (or two runs) only one sends this step for this date.
      const { rowCount } = await client.query(
        `INSERT INTO "sent_reminders" ("resource", "record_id", "reminder", "days_before", "for_date") VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING`,
        [resource.name, id, name, step, day],
      );
      if (!rowCount) continue;
      await this.tell(client, resource, name, reminder, record, day, daysBetween(today, day));
      told += 1;
    }
    return told;
  }

  /** The record's people in the app and at their email, HR's mailboxes by email; in both languages. */
  private async tell(client: PoolClient, resource: AnyResource, name: string, reminder: ReminderDefinition, record: Row, day: string, days: number): Promise<void> {
    const users = (await Promise.all(reminder.to.map((path) => this.follow(resource, record, path)))).filter((id): id is string => Boolean(id));
    const people = users.length ? await this.deps.records.find('users', { id: [...new Set(users)], status: 'active' }) : [];
    const mailboxes = (await Promise.all((reminder.emails ?? []).map((address) => this.settingOf(address)))).filter((email): email is string => Boolean(email));
    // The records referred to are named once; enum values in each language.
    const references = await this.referenceNames(client, resource, record);
    const named = (locale: Locale) => {
      const labels = this.enumLabels(resource, record, locale);
      return { labels, record: this.nameOf(resource, record, labels, references) };
    };
    const words = (locale: Locale) => {
      const { labels, record: recordName } = named(locale);
      const values = { ...references, ...labels, record: recordName, date: day, days };
      return { subject: this.deps.messages.reminder(locale, resource.name, name, 'subject', values), text: this.deps.messages.reminder(locale, resource.name, name, 'text', values) };
    };
    const path = this.deps.notifications.linkOf(resource.name, String(record.id));
    const email = bilingualEmail(words('ar'), words('en'), `${this.deps.publicUrl}${path}`);
    // The people as each chose (in the app, by email, by SMS: the notices read their settings); the mailboxes by email.
    const personal = new Set(people.map((person) => String(person.email ?? '').toLowerCase()));
    const addresses = new Set(mailboxes.map((address) => address.toLowerCase()).filter((address) => !personal.has(address)));
    for (const recipient of addresses) await this.deps.outbox.enqueue(client, { channel: 'email', kind: 'reminder', recipient, ...email });
    // Read in either language: the record's name in both, once when they are the same.
    const title = [...new Set([named('ar').record, named('en').record])].join(' · ');
    await this.deps.notifications.send(client, people.map((person) => ({ userId: String(person.id), kind: 'reminder' as const, resource: resource.name, recordId: String(record.id), title, body: day, email })));
  }

  /** The user a path of references leads to from the record (`employeeId.managerId.userId`), if every step is filled. */
  private async follow(resource: AnyResource, record: Row, path: string): Promise<string | undefined> {
    let definition: AnyResource | undefined = resource;
    let row: Row | undefined = record;
    let value: unknown;
    for (const step of path.split('.')) {
      value = row?.[step];
      const field = definition?.fields[step];
      if (value === null || value === undefined || field?.kind !== 'reference') return undefined;
      definition = this.deps.registry.get(field.target);
      [row] = await this.deps.records.find(field.target, { id: value }, { limit: 1 });
    }
    return typeof value === 'string' ? value : undefined;
  }

  /** An address a singleton settings resource holds (`hrSettings.hrEmail`). */
  private async settingOf(address: string): Promise<string | undefined> {
    const [settings, field] = address.split('.') as [string, string];
    const [row] = await this.deps.records.find(settings, {}, { limit: 1 });
    const email = row?.[field];
    return typeof email === 'string' && email ? email : undefined;
  }

  /** The record's enum values in words, by field (`kind`: "Iqama"). */
  private enumLabels(resource: AnyResource, record: Row, locale: Locale): Record<string, string> {
    return Object.fromEntries(
      Object.entries(resource.fields).flatMap(([field, definition]) => (definition.kind === 'enum' && record[field] != null ? [[field, this.deps.messages.state(locale, resource.name, field, record[field])]] : [])),
    );
  }

  /** The record as people read it: its representation with enum values in words and references by name. */
  private nameOf(resource: AnyResource, record: Row, labels: Record<string, string>, references: Record<string, string>): string {
    return this.deps.registry
      .facts(resource.name)
      .representation.map((field) => {
        const kind = resource.fields[field]?.kind;
        if (kind === 'enum') return labels[field];
        if (kind === 'reference') return references[field];
        return record[field] === null || record[field] === undefined ? '' : String(record[field]);
      })
      .filter(Boolean)
      .join(' ');
  }

  /** The names of the records the record's references point to, by field (`employeeId`: the employee's name). */
  private async referenceNames(client: PoolClient, resource: AnyResource, record: Row): Promise<Record<string, string>> {
    const names: Record<string, string> = {};
    for (const [field, definition] of Object.entries(resource.fields)) {
      if (definition.kind !== 'reference' || !record[field]) continue;
      const [target] = await this.deps.records.find(definition.target, { id: record[field] }, { limit: 1 });
      names[field] = (await summaryOfRecord(client, this.deps.crud, this.deps.registry, definition.target, target)) ?? '';
    }
    return names;
  }
}
