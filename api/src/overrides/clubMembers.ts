import { defineOverride } from '../server-overrides/define';
import { todayInRiyadh } from './parts/club-calendar';

// A membership ends after the member joined (declared); an active one has not ended.
export const override = defineOverride(({ rules }) => ({
  beforeWrite: (write) => {
    const { action, before, values } = write;
    if (action === 'delete') return;
    const member = { ...before, ...values };
    // Back from the trash, a membership that ended meanwhile comes back as it was kept (days passing are no entry).
    if (action !== 'restore' && member.status === 'active' && member.expiryDate && String(member.expiryDate) < todayInRiyadh()) throw rules.refuse(write, 'activeNotEnded');
  },
}));
