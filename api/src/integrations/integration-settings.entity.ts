import { EntitySchema } from 'typeorm';

/**
 * The settings an administrator saved for an app of /apps (instead of the server's environment):
 * plain values as JSON, secrets sealed (secret-box.ts), who saved them and when, and the outcome
 * of the last connection test.
 */
export const integrationSettingsEntity = new EntitySchema<Record<string, unknown>>({
  name: 'integrationSettings',
  tableName: 'integration_settings',
  columns: {
    key: { type: 'text', primary: true },
    settings: { type: 'jsonb', default: () => "'{}'" },
    secrets: { type: 'text', nullable: true },
    updatedAt: { name: 'updated_at', type: 'timestamptz', nullable: true },
    updatedBy: { name: 'updated_by', type: 'uuid', nullable: true },
    checkedAt: { name: 'checked_at', type: 'timestamptz', nullable: true },
    checkOk: { name: 'check_ok', type: 'boolean', nullable: true },
    checkMessage: { name: 'check_message', type: 'text', nullable: true },
  },
});
