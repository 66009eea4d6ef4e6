import type { Pool } from 'pg';
import type { OnboardingSeller } from './onboarding';

/** The seller as the club's website settings name it (as invoices are stamped): its Arabic name and VAT number. */
export const clubSellerOf = async (pool: Pick<Pool, 'query'>): Promise<OnboardingSeller | undefined> => {
  const { rows } = await pool.query(`SELECT "site_name_ar" AS "name", "vat_number" AS "vatNumber" FROM "website_settings" LIMIT 1`);
  const { name, vatNumber } = (rows[0] ?? {}) as { name?: string | null; vatNumber?: string | null };
  return name && vatNumber ? { name, vatNumber } : undefined;
};
