import type { MigrationInterface, QueryRunner } from 'typeorm';

// Separation of duties on vouchers: who prepared each one, kept so that someone else confirms it.

export class VoucherPreparers1797000000014 implements MigrationInterface {
  name = 'VoucherPreparers1797000000014';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"payment_vouchers\" ADD \"prepared_by_id\" uuid");
    await queryRunner.query("ALTER TABLE \"receipt_vouchers\" ADD \"prepared_by_id\" uuid");
    await queryRunner.query("CREATE INDEX \"IDX_payment_vouchers_prepared_by_id\" ON \"payment_vouchers\" (\"prepared_by_id\") ");
    await queryRunner.query("CREATE INDEX \"IDX_receipt_vouchers_prepared_by_id\" ON \"receipt_vouchers\" (\"prepared_by_id\") ");
    await queryRunner.query("ALTER TABLE \"payment_vouchers\" ADD CONSTRAINT \"FK_payment_vouchers_prepared_by_id\" FOREIGN KEY (\"prepared_by_id\") REFERENCES \"users\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    await queryRunner.query("ALTER TABLE \"receipt_vouchers\" ADD CONSTRAINT \"FK_receipt_vouchers_prepared_by_id\" FOREIGN KEY (\"prepared_by_id\") REFERENCES \"users\"(\"id\") ON DELETE RESTRICT ON UPDATE NO ACTION");
    // Who prepared the vouchers already written: the author of each one's creation in the audit trail.
    for (const [table, resource] of [['receipt_vouchers', 'receiptVouchers'], ['payment_vouchers', 'paymentVouchers']]) {
      await queryRunner.query(`UPDATE "${table}" v SET "prepared_by_id" = a."actor_id" FROM "audit_logs" a WHERE a."resource" = '${resource}' AND a."action" = 'create' AND a."record_id" = v."id"::text AND EXISTS (SELECT 1 FROM "users" u WHERE u."id" = a."actor_id")`);
    }
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"receipt_vouchers\" DROP CONSTRAINT \"FK_receipt_vouchers_prepared_by_id\"");
    await queryRunner.query("ALTER TABLE \"payment_vouchers\" DROP CONSTRAINT \"FK_payment_vouchers_prepared_by_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_receipt_vouchers_prepared_by_id\"");
    await queryRunner.query("DROP INDEX \"public\".\"IDX_payment_vouchers_prepared_by_id\"");
    await queryRunner.query("ALTER TABLE \"receipt_vouchers\" DROP COLUMN \"prepared_by_id\"");
    await queryRunner.query("ALTER TABLE \"payment_vouchers\" DROP COLUMN \"prepared_by_id\"");
  }
}
