import type { hrSettings } from '@club/schema/resources/hrSettings';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof hrSettings>({
  name: 'HR settings |||| HR settings',
  fields: {
    weekendDays: 'Weekend days',
    dailyWorkingHours: 'Working hours a day',
    graceMinutes: 'Grace before lateness (minutes)',
    awardIncludesAllowances: 'End-of-service award includes allowances',
    contractReminderDays: 'Contract end reminder (days ahead)',
    hrEmail: 'HR mailbox',
    gosiWageFloor: 'GOSI: lowest contribution wage',
    gosiWageCeiling: 'GOSI: highest contribution wage',
    gosiAnnuitiesRate: 'GOSI: annuities rate, each side (%)',
    gosiSanedRate: 'GOSI: SANED unemployment rate, each side (%)',
    gosiHazardsRate: "GOSI: occupational hazards rate, employer's (%)",
    gosiNewLawFrom: 'GOSI: new Social Insurance Law in force from',
    gosiNewLawStep: 'GOSI: yearly rise of the new law’s annuities rate (points)',
    gosiNewLawMaxRate: 'GOSI: highest annuities rate under the new law (%)',
    wpsMolEstablishmentId: 'WPS: establishment number (Ministry of Human Resources)',
    wpsBankEstablishmentId: "WPS: establishment's id at its bank",
    wpsEstablishmentIban: "WPS: establishment's salary account IBAN",
  },
  enums: {
    weekendDays: { sunday: 'Sunday', monday: 'Monday', tuesday: 'Tuesday', wednesday: 'Wednesday', thursday: 'Thursday', friday: 'Friday', saturday: 'Saturday' },
  },
  rules: {
    gosiCeilingAboveFloor: 'The highest GOSI wage is not below the lowest',
    gosiNewLawRisesFromTheRate: "The new law's highest annuities rate is not below the annuities rate",
  },
});
