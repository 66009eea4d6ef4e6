import type { MigrationInterface, QueryRunner } from 'typeorm';

export class EmailsUniqueIgnoringCase1795582417694 implements MigrationInterface {
  name = 'EmailsUniqueIgnoringCase1795582417694';

  async up(queryRunner: QueryRunner): Promise<void> {
    // Written by hand: accounts whose emails differ only in case are named, all of them, so that
    // an administrator can merge or rename them; nothing is changed behind their back.
    const clashes: { email: string; accounts: string }[] = await queryRunner.query(
      `SELECT lower("email") AS "email", string_agg("username" || ' <' || "email" || '>', ', ' ORDER BY "created_at") AS "accounts"
       FROM "users" GROUP BY lower("email") HAVING count(*) > 1`,
    );
    if (clashes.length > 0) {
      const list = clashes.map((clash) => `${clash.email}: ${clash.accounts}`).join('; ');
      throw new Error(`Emails must be unique whatever their case, and these accounts share one: ${list}. Change all but one of each, then start again.`);
    }
    await queryRunner.query("CREATE UNIQUE INDEX \"IDX_users_email_ci\" ON \"users\" (lower(\"email\"))");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_users_email_ci\"");
  }
}
