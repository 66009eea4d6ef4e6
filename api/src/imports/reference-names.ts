import { TEXT_KINDS, UUID, type Registry } from '@club/schema';
import type { PoolClient } from 'pg';
import type { CrudService } from '../crud/crud.service';
import type { Reader } from '../crud/readers';

/** A record a name found: its id and how it is named, for the message when a name finds several. */
export interface NamedRecord {
  id: string;
  name: string;
}

const folded = (text: string) => text.trim().toLowerCase();

/**
 * Finds the records a sheet names in a reference column: by id, by the target's natural key, or by
 * the fields it is named by (its representation and searched text fields, English and Arabic
 * alike), letter case and outer spaces aside. Only among the records the reader may see; a name
 * that finds none or several is answered as such, never guessed.
 */
export class ReferenceNames {
  constructor(
    private readonly registry: Registry,
    private readonly crud: CrudService,
  ) {}

  /** The fields people name a target's records by, of those the reader may read: its names, and what only one record has (a national ID). */
  namingFields(target: string, reader?: Reader): string[] {
    return [...new Set([...this.fields(target, reader, false), ...this.uniqueFields(target, reader)])];
  }

  /** The text fields only one record has a value of (its natural key, a national ID), of those the reader may read. */
  uniqueFields(target: string, reader?: Reader): string[] {
    return this.fields(target, reader, true);
  }

  private fields(target: string, reader: Reader | undefined, unique: boolean): string[] {
    const resource = this.registry.get(target)!;
    const table = this.crud.table(target);
    const hidden = this.crud.hiddenFields(table, reader);
    const candidates = unique
      ? Object.entries(resource.fields).flatMap(([name, field]) => ('unique' in field && field.unique) || resource.naturalKey === name ? [name] : [])
      : [...table.facts.representation, ...table.facts.search];
    return [...new Set(candidates)].filter((name) => {
      const field = resource.fields[name];
      return field && (TEXT_KINDS as readonly string[]).includes(field.kind) && field.kind !== 'password' && !hidden.has(name);
    });
  }

  /** Whether the reader may look a target's records up at all. */
  mayRead(target: string, reader?: Reader): boolean {
    return !reader || reader.may(target, 'list') || reader.may(target, 'show');
  }

  /** Each name (as written) → the records it names among those the reader sees. */
  async find(client: PoolClient, target: string, names: readonly string[], reader?: Reader): Promise<Map<string, NamedRecord[]>> {
    const found = new Map<string, NamedRecord[]>(names.map((name) => [name, []]));
    if (names.length === 0) return found;
    const table = this.crud.table(target);
    const fields = this.namingFields(target, reader);
    const ids = names.filter((name) => UUID.test(name.trim()));
    const values: unknown[] = [ids.map((id) => id.trim().toLowerCase()), [...new Set(names.map(folded))]];
    const parameter = (value: unknown) => {
      values.push(value);
      return `$${values.length}`;
    };
    const matches = [`"id"::text = ANY($1::text[])`, ...fields.map((field) => `lower(btrim(${table.column(field)})) = ANY($2::text[])`)];
    const scope = reader ? this.crud.rowConditions(target, reader, parameter) : [];
    const { rows } = await client.query<Record<string, string | null>>(
      `SELECT "id"::text AS "id"${fields.map((field) => `, ${table.column(field)}::text AS "${field}"`).join('')} FROM ${table.table} WHERE (${matches.join(' OR ')})${scope.map((condition) => ` AND (${condition})`).join('')}`,
      values,
    );
    const byName = new Map<string, Map<string, NamedRecord>>();
    const note = (key: string, record: NamedRecord) => {
      const records = byName.get(key) ?? new Map<string, NamedRecord>();
      records.set(record.id, record);
      byName.set(key, records);
    };
    for (const row of rows) {
      const record = { id: row.id!, name: fields.map((field) => row[field]).find((value) => value) ?? row.id! };
      note(row.id!, record);
      for (const field of fields) if (row[field]) note(folded(row[field]!), record);
    }
    for (const name of names) {
      const key = UUID.test(name.trim()) ? name.trim().toLowerCase() : folded(name);
      found.set(name, [...(byName.get(key)?.values() ?? [])]);
    }
    return found;
  }
}
