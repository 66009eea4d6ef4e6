import type { MigrationInterface, QueryRunner } from 'typeorm';

// A payment voucher signed on the payments' route before it is confirmed; a route's step from an amount on.
export class PaymentSignatures1797000000016 implements MigrationInterface {
  name = 'PaymentSignatures1797000000016';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"public\".\"IDX_approval_routes_request_type_id_ordb6c333\"");
    await queryRunner.query("ALTER TABLE \"approval_steps\" ADD \"minimum_amount\" numeric(14,2)");
    await queryRunner.query("ALTER TABLE \"payment_vouchers\" ADD \"current_step\" integer");
    await queryRunner.query("ALTER TABLE \"payment_vouchers\" ADD \"awaiting_role_id\" uuid");
    await queryRunner.query("ALTER TABLE \"payment_vouchers\" ADD \"awaiting_user_id\" uuid");
    await queryRunner.query("ALTER TABLE \"payment_vouchers\" ADD \"approval_trail\" jsonb");
    await queryRunner.query("CREATE INDEX \"IDX_payment_vouchers_awaiting_role_id\" ON \"payment_vouchers\" (\"awaiting_role_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_payment_vouchers_awaiting_user_id\" ON \"payment_vouchers\" (\"awaiting_user_id\") ");
    await queryRunner.query("ALTER TABLE \"payment_vouchers\" ADD CONSTRAINT \"FK_payment_vouchers_awaiting_role_id\" FOREIGN KEY (\"awaiting_role_id\") REFERENCES \"roles\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"payment_vouchers\" ADD CONSTRAINT \"FK_payment_vouchers_awaiting_user_id\" FOREIGN KEY (\"awaiting_user_id\") REFERENCES \"users\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("CREATE INDEX \"IDX_approval_routes_request_type_id_ordb2f02f\" ON \"approval_routes\" (array_position(ARRAY['annualLeave', 'sickLeave', 'emergencyLeave', 'unpaidLeave', 'salaryLetter', 'salaryAdvance', 'custody', 'permission', 'overtime', 'endOfService', 'paymentVoucher']::varchar[], \"request_type\"), \"id\")");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("DROP INDEX \"IDX_approval_routes_request_type_id_ordb2f02f\"");
    await queryRunner.query("ALTER TABLE \"payment_vouchers\" DROP CONSTRAINT \"FK_payment_vouchers_awaiting_user_id\"");
    await queryRunner.query("ALTER TABLE \"payment_vouchers\" DROP CONSTRAINT \"FK_payment_vouchers_awaiting_role_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_payment_vouchers_awaiting_user_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_payment_vouchers_awaiting_role_id\"");
    await queryRunner.query("ALTER TABLE \"payment_vouchers\" DROP COLUMN \"approval_trail\"");
    await queryRunner.query("ALTER TABLE \"payment_vouchers\" DROP COLUMN \"awaiting_user_id\"");
    await queryRunner.query("ALTER TABLE \"payment_vouchers\" DROP COLUMN \"awaiting_role_id\"");
    await queryRunner.query("ALTER TABLE \"payment_vouchers\" DROP COLUMN \"current_step\"");
    await queryRunner.query("ALTER TABLE \"approval_steps\" DROP COLUMN \"minimum_amount\"");
    await queryRunner.query("CREATE INDEX \"IDX_approval_routes_request_type_id_ordb6c333\" ON \"approval_routes\" (array_position(ARRAY['annualLeave', 'sickLeave', 'emergencyLeave', 'unpaidLeave', 'salaryLetter', 'salaryAdvance', 'custody', 'permission', 'overtime', 'endOfService']::varchar[], \"request_type\"), \"id\")");
  }
}
