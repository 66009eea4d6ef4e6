import type { Pool } from 'pg';
import type { CrudService } from '../crud/crud.service';
import { conflict, forbidden } from '../crud/errors';
import type { Reader } from '../crud/readers';
import { ACCESS_MESSAGES } from '../access/messages';
import type { Locale } from '../i18n/messages';
import { halalasOrZero } from '../overrides/parts/money';
import type { RuleMessages } from '../rules/rule-messages';
import { sarieIdOf } from './saudi-banks';
import { wpsFile, type WpsLine } from './wps-file';

/** The runs' resource: its page guards the file, its words say why one is refused. */
const RUNS = 'payrollRuns';
/** The file pays salaries: whoever takes it reads them. */
const SALARIES = 'salaries';

/**
 * A locked payroll run's salary file for the bank (WPS, for Mudad): for a reader who may show the
 * run (read as they may read it) and holds the salaries grant; refused with why while the run is
 * not locked, the establishment's ids are not set, or an employee paid has no IBAN of a known bank.
 * Each employee the run pays something is a row (a correction's payslip that pays nothing, or takes
 * back, has none).
 */
export class SalaryFiles {
  constructor(
    private readonly crud: CrudService,
    private readonly pool: Pool,
    private readonly messages: RuleMessages,
  ) {}

  private say(locale: Locale, key: string, values: Record<string, string> = {}): string {
    return this.messages.resourceText(locale, RUNS, key, values) ?? key;
  }

  async wps(id: string, locale: Locale, reader: Reader | undefined): Promise<{ name: string; text: string }> {
    const missing = reader && (!reader.may(RUNS, 'show') ? RUNS : !reader.holds(SALARIES) ? SALARIES : undefined);
    if (missing) throw forbidden(ACCESS_MESSAGES[locale].forbidden('show', missing));
    const run = await this.crud.getOne(RUNS, id, locale, reader);
    if (run.status !== 'locked') throw conflict(this.say(locale, 'wpsNotLocked'));
    const { rows: settings } = await this.pool.query(
      `SELECT "wps_mol_establishment_id" AS "molId", "wps_bank_establishment_id" AS "bankEstablishmentId", "wps_establishment_iban" AS "iban" FROM "hr_settings" LIMIT 1`,
    );
    const establishment = settings[0] ?? {};
    const bank = sarieIdOf(establishment.iban);
    if (!establishment.molId || !establishment.bankEstablishmentId || !bank) throw conflict(this.say(locale, 'wpsSettings'));
    const { rows } = await this.pool.query(
      `SELECT e."full_name" AS "name", p."national_id" AS "nationalId", p."bank_iban" AS "iban", p."net_pay" AS "net", p."basic_salary" AS "basic",
              p."housing_allowance" AS "housing", p."gross_pay" AS "gross"
         FROM "payslips" p JOIN "employees" e ON e."id" = p."employee_id"
        WHERE p."payroll_run_id" = $1 AND p."net_pay" > 0 ORDER BY e."employee_no", e."id"`,
      [id],
    );
    const lines: WpsLine[] = rows.map((row) => {
      const [net, basic, housing, gross] = [row.net, row.basic, row.housing, row.gross].map(halalasOrZero) as [number, number, number, number];
      return { name: String(row.name), nationalId: String(row.nationalId ?? ''), iban: String(row.iban ?? ''), bank: sarieIdOf(row.iban) ?? '', net, basic, housing, otherEarnings: gross - basic - housing, deductions: gross - net };
    });
    const without = (lacking: (line: WpsLine) => boolean) => lines.filter(lacking).map((line) => line.name).join(locale === 'ar' ? '، ' : ', ');
    if (lines.some((line) => !line.iban)) throw conflict(this.say(locale, 'wpsNoIban', { employees: without((line) => !line.iban) }));
    if (lines.some((line) => !line.bank)) throw conflict(this.say(locale, 'wpsUnknownBank', { employees: without((line) => !line.bank) }));
    const text = wpsFile({
      establishment: { molId: String(establishment.molId), bankEstablishmentId: String(establishment.bankEstablishmentId), iban: String(establishment.iban), bank },
      valueDate: String(run.payDate ?? '').slice(0, 10),
      reference: String(run.number),
      // A bank reads the transfers' words in Latin letters.
      description: this.say('en', 'wpsDescription', { month: String(run.month) }),
      lines,
    });
    return { name: `WPS ${String(run.number)}.csv`, text };
  }
}
