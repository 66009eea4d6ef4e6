import type { complianceStandards } from '@club/schema/resources/complianceStandards';
import { defineResourceLocale } from '../../types';

export const locale = defineResourceLocale<typeof complianceStandards>({
  name: 'Compliance standard |||| Compliance standards',
  fields: {
    code: 'Code',
    title: 'Title (English)',
    titleAr: 'Title (Arabic)',
    authority: 'Authority',
    category: 'Category',
    frequency: 'Frequency',
    reminderDays: 'Remind days before',
    departmentId: 'Owner department',
    description: 'Requirement',
    reference: 'Regulation link',
    isActive: 'In force',
  },
  enums: {
    authority: { ministryOfSport: 'Ministry of Sport', federation: 'Sports federation', zatca: 'ZATCA', civilDefense: 'Civil Defense', municipality: 'Municipality', hrsd: 'Ministry of Human Resources', sdaia: 'SDAIA (data protection)', other: 'Other' },
    category: { financial: 'Financial', safety: 'Safety', governance: 'Governance', sport: 'Sport', labour: 'Labour', dataProtection: 'Data protection' },
    frequency: { once: 'Once', monthly: 'Monthly', quarterly: 'Quarterly', semiAnnual: 'Every six months', annual: 'Yearly' },
  },
});
