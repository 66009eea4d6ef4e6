import { defineOverride } from '../server-overrides/define';
import { todayInRiyadh } from './parts/club-calendar';

// A driver available for trips is active and holds a licence valid today: checked on every
// write, against the record as it will be (the stored values under the ones being written).
export const override = defineOverride(({ rules }) => ({
  beforeWrite: (write) => {
    const { action, before, values } = write;
    if (action === 'delete') return;
    const driver = { ...before, ...values };
    if (driver.available !== true) return;
    if (driver.status !== 'active') throw rules.refuse(write, 'activeToBeAvailable');
    // Back from the trash, a licence that expired meanwhile does not keep the driver there (a trip checks it).
    if (action !== 'restore' && typeof driver.licenseExpiry === 'string' && driver.licenseExpiry < todayInRiyadh()) throw rules.refuse(write, 'licenceValid');
  },
}));
