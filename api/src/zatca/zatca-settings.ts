import type { Pool } from 'pg';
import type { SecretBox } from '../integrations/secret-box';
import type { FatooraEnvironment } from './csr';
import type { NationalAddress } from './ubl-invoice';

/** The integration settings row ZATCA keeps (integration_settings, beside the apps of /apps). */
export const ZATCA_SETTINGS_KEY = 'zatca';

/** What the unit is told in plain: the phase, the environment, the seller's details ZATCA asks for. */
export interface ZatcaPlainSettings {
  /** Phase 2 on: invoices are signed, chained and sent to ZATCA. Off (the default): phase 1. */
  phaseTwo: boolean;
  environment: FatooraEnvironment;
  /** The commercial registration number (the seller's identification, schemeID CRN). */
  crn: string;
  address: NationalAddress;
  /** The unit (EGS) as its certificate names it. */
  unitName: string;
  branchName: string;
  industry: string;
  /** Where onboarding stands: none, the compliance CSID, or the production CSID (invoices go out). */
  onboarding: 'none' | 'compliance' | 'production';
  complianceRequestId?: string;
}

/** Sealed (secret-box.ts): the private key and the CSIDs' tokens and secrets. */
export interface ZatcaSecrets {
  privateKey?: string;
  complianceToken?: string;
  complianceSecret?: string;
  productionToken?: string;
  productionSecret?: string;
}

export interface ZatcaSettings extends ZatcaPlainSettings {
  secrets: ZatcaSecrets;
}

export const DEFAULT_ZATCA_SETTINGS: ZatcaPlainSettings = {
  phaseTwo: false,
  environment: 'sandbox',
  crn: '',
  address: { street: '', buildingNumber: '', district: '', city: '', postalCode: '' },
  unitName: '',
  branchName: '',
  industry: '',
  onboarding: 'none',
};

type Queryable = Pick<Pool, 'query'>;

/** Reads and writes ZATCA's settings, its secrets sealed like the other integrations'. */
export class ZatcaSettingsStore {
  constructor(
    private readonly pool: Queryable,
    private readonly box: SecretBox,
  ) {}

  async read(client: Queryable = this.pool): Promise<ZatcaSettings> {
    const { rows } = await client.query('SELECT "settings", "secrets" FROM "integration_settings" WHERE "key" = $1', [ZATCA_SETTINGS_KEY]);
    const row = rows[0] as { settings?: Partial<ZatcaPlainSettings>; secrets?: string | null } | undefined;
    const secrets = row?.secrets ? ((this.box.open(row.secrets) as ZatcaSecrets | undefined) ?? {}) : {};
    return { ...DEFAULT_ZATCA_SETTINGS, ...(row?.settings ?? {}), secrets };
  }

  /** Merges a change into the stored settings (secrets: set a key to a value, or to undefined to keep it). */
  async write(change: Partial<ZatcaPlainSettings> & { secrets?: ZatcaSecrets }, by?: string): Promise<ZatcaSettings> {
    const current = await this.read();
    const { secrets: secretChange, ...plainChange } = change;
    const { secrets: currentSecrets, ...currentPlain } = current;
    const plain = { ...currentPlain, ...plainChange };
    const secrets = Object.fromEntries(Object.entries({ ...currentSecrets, ...secretChange }).filter(([, value]) => typeof value === 'string')) as Record<string, string>;
    await this.pool.query(
      `INSERT INTO "integration_settings" ("key", "settings", "secrets", "updated_at", "updated_by") VALUES ($1, $2, $3, now(), $4)
       ON CONFLICT ("key") DO UPDATE SET "settings" = EXCLUDED."settings", "secrets" = EXCLUDED."secrets", "updated_at" = now(), "updated_by" = EXCLUDED."updated_by"`,
      [ZATCA_SETTINGS_KEY, JSON.stringify(plain), this.box.seal(secrets), by ?? null],
    );
    return { ...plain, secrets };
  }
}
