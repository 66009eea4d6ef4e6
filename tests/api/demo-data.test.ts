import type { AnyResource } from '@club/schema';
import { loadRegistry } from '@club/schema/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../support/test-app';

// The demo a new install starts with (the embedded database's first start): every resource a
// person fills in has at least a dozen rows (a lookup keyed by an enum, a row per value) and uses every value of each of its enums, so every
// screen, filter and chip shows something real.
const registry = await loadRegistry();
const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * Rows only the server writes as things happen (outbox, logs, the stock and leave ledgers — a new
 * install's balances have crossed no year end yet —, the trash of what was deleted: nothing yet on a
 * new install), what the code keeps (the seeded roles, the pages of the permission matrix), and
 * settings (one row), API keys (credentials an administrator makes for an integration: a new
 * install has none, and a demo key would be a way in nobody asked for), and webhooks with their
 * deliveries (a demo subscription would send the club's records to an address nobody chose).
 */
const filledByPeople = (resource: AnyResource) =>
  !resource.singleton && !['auditLogs', 'notifications', 'notificationRecipients', 'recordFollowers', 'securityEvents', 'roles', 'pages', 'warehouseFeed', 'leaveMovements', 'trashedRecords', 'apiKeys', 'webhookSubscriptions', 'webhookDeliveries'].includes(resource.name);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ seedDemo: true });
}, 240_000);
afterAll(() => app?.stop());

const rowsOf = async (name: string): Promise<Record<string, unknown>[]> => {
  const { rows } = await app.pool.query(`SELECT * FROM "${snakeCase(name)}"`);
  return rows;
};

/** Values only an outside system's answer sets, which a demo club that never went to it cannot hold. */
const SET_FROM_OUTSIDE: Readonly<Record<string, string>> = {
  'invoices.zatcaStatus': "ZATCA's answers once the unit is onboarded (phase 2); the demo club stays in phase 1",
};

describe('the demo data', () => {
  it.each(registry.resources.filter(filledByPeople).map((resource) => [resource.name, resource] as const))('%s: at least 12 rows, every enum value used', async (name, resource) => {
    const rows = await rowsOf(name);
    // A lookup keyed by a unique enum (a row per task status) has as many rows as the enum has values.
    const keyedBy = Object.values(resource.fields).find((field) => field.kind === 'enum' && field.unique);
    expect(rows.length, `${name} rows`).toBeGreaterThanOrEqual(keyedBy?.kind === 'enum' ? keyedBy.values.length : 12);
    for (const [field, definition] of Object.entries(resource.fields)) {
      if ((definition.kind !== 'enum' && definition.kind !== 'multiEnum') || `${name}.${field}` in SET_FROM_OUTSIDE) continue;
      const column = snakeCase(field);
      const used = new Set(rows.flatMap((row) => (Array.isArray(row[column]) ? row[column] : [row[column]])));
      expect(definition.values.filter((value) => !used.has(value)), `${name}.${field}: values no demo row uses`).toEqual([]);
    }
  });
});
