import { toE164 } from '@club/schema';
import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 44 (M5, M6): one-time codes and personal links of public pages' people beside users'
 * (`holder`); a volunteer's application sent with a national ID on file is flagged for the office;
 * survey answers' phones in E.164 (an answer whose number another answer of its survey already
 * holds in that form keeps its spelling: nothing is lost, the office sees both).
 */
export class PublicPagesProof1797000000004 implements MigrationInterface {
  name = 'PublicPagesProof1797000000004';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"volunteer_assignments\" ADD \"needs_identity_check\" boolean");
    await queryRunner.query("UPDATE \"volunteer_assignments\" SET \"needs_identity_check\" = false");
    await queryRunner.query("ALTER TABLE \"one_time_codes\" ADD \"holder\" text");
    await queryRunner.query("ALTER TABLE \"one_time_codes\" DROP CONSTRAINT \"FK_one_time_codes_user_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_one_time_codes_user_id_purpose\"");
    await queryRunner.query("ALTER TABLE \"one_time_codes\" ALTER COLUMN \"user_id\" DROP NOT NULL");
    await queryRunner.query("CREATE INDEX \"IDX_volunteer_assignments_needs_identity_check_id\" ON \"volunteer_assignments\" (\"needs_identity_check\", \"id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_one_time_codes_user_id_purpose\" ON \"one_time_codes\" (\"user_id\", \"purpose\") ");
    await queryRunner.query("CREATE INDEX \"IDX_one_time_codes_holder_purpose\" ON \"one_time_codes\" (\"holder\", \"purpose\") ");
    await queryRunner.query("ALTER TABLE \"one_time_codes\" ADD CONSTRAINT \"CHK_one_time_codes_one_holder\" CHECK ((\"user_id\" IS NULL) <> (\"holder\" IS NULL))");
    await queryRunner.query("ALTER TABLE \"one_time_codes\" ADD CONSTRAINT \"FK_one_time_codes_user_id\" FOREIGN KEY (\"user_id\") REFERENCES \"users\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await normaliseSurveyPhones(queryRunner);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"one_time_codes\" DROP CONSTRAINT \"FK_one_time_codes_user_id\"");
    await queryRunner.query("ALTER TABLE \"one_time_codes\" DROP CONSTRAINT \"CHK_one_time_codes_one_holder\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_one_time_codes_holder_purpose\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_one_time_codes_user_id_purpose\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_volunteer_assignments_needs_identity_check_id\"");
    await queryRunner.query("ALTER TABLE \"one_time_codes\" ALTER COLUMN \"user_id\" SET NOT NULL");
    await queryRunner.query("CREATE INDEX \"IDX_one_time_codes_user_id_purpose\" ON \"one_time_codes\" (\"purpose\", \"user_id\") ");
    await queryRunner.query("ALTER TABLE \"one_time_codes\" ADD CONSTRAINT \"FK_one_time_codes_user_id\" FOREIGN KEY (\"user_id\") REFERENCES \"users\"(\"id\") ON DELETE CASCADE ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"one_time_codes\" DROP COLUMN \"holder\"");
    await queryRunner.query("ALTER TABLE \"volunteer_assignments\" DROP COLUMN \"needs_identity_check\"");
  }
}

/** Each survey answer's phone in E.164, unless its survey has an answer with that number already. */
const normaliseSurveyPhones = async (queryRunner: QueryRunner): Promise<void> => {
  const rows = (await queryRunner.query('SELECT "id", "survey_id" AS "surveyId", "phone" FROM "survey_responses" ORDER BY "created_at", "id"')) as { id: string; surveyId: string; phone: string }[];
  const taken = new Set(rows.map((row) => `${row.surveyId} ${row.phone}`));
  for (const row of rows) {
    const e164 = toE164(row.phone);
    if (!e164 || e164 === row.phone || taken.has(`${row.surveyId} ${e164}`)) continue;
    taken.add(`${row.surveyId} ${e164}`);
    await queryRunner.query('UPDATE "survey_responses" SET "phone" = $1 WHERE "id" = $2', [e164, row.id]);
  }
};
