import type { MigrationInterface, QueryRunner } from 'typeorm';

// A payslip's days of leave paid in part by their type's tiers (sick leave), and the unpaid share of their pay.
export class ReducedPay1797000000061 implements MigrationInterface {
  name = 'ReducedPay1797000000061';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"payslips\" ADD \"reduced_pay_days\" numeric(18,4)");
    await queryRunner.query("ALTER TABLE \"payslips\" ADD \"reduced_pay_deduction\" numeric(14,2)");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query("ALTER TABLE \"payslips\" DROP COLUMN \"reduced_pay_deduction\"");
    await queryRunner.query("ALTER TABLE \"payslips\" DROP COLUMN \"reduced_pay_days\"");
  }
}
