import type { Locale } from '../i18n/messages';
import { badRequest } from '../crud/errors';
import { defineOverride } from '../server-overrides/define';
import { todayInRiyadh } from './parts/club-calendar';

const MESSAGES: Record<Locale, { refused: string; expired: string; inactive: string }> = {
  en: {
    refused: 'This driver cannot be available for trips',
    expired: 'The licence has expired: a driver available for trips needs a valid one',
    inactive: 'Only an active driver can be available for trips',
  },
  ar: {
    refused: 'لا يمكن أن يكون هذا السائق متاحًا للرحلات',
    expired: 'انتهت صلاحية الرخصة: السائق المتاح للرحلات يحتاج رخصة سارية',
    inactive: 'لا يكون متاحًا للرحلات إلا السائق الذي على رأس العمل',
  },
};

/** Today in the club's own calendar (Riyadh), as YYYY-MM-DD. */

// A driver available for trips is active and holds a licence valid today: checked on every
// write, against the record as it will be (the stored values under the ones being written).
export const override = defineOverride(() => ({
  beforeWrite: ({ action, before, values, locale }) => {
    if (action === 'delete') return;
    const driver = { ...before, ...values };
    if (driver.available !== true) return;
    const m = MESSAGES[locale];
    if (driver.status !== 'active') throw badRequest(m.refused, { available: m.inactive });
    // Back from the trash, a licence that expired meanwhile does not keep the driver there (a trip checks it).
    if (action !== 'restore' && typeof driver.licenseExpiry === 'string' && driver.licenseExpiry < todayInRiyadh()) throw badRequest(m.refused, { licenseExpiry: m.expired });
  },
}));
