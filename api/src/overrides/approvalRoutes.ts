import { defineOverride } from '../server-overrides/define';

// A route has steps (each with exactly one approver, and one active route per type: declared). Requests already on their way keep the steps they started with.
export const override = defineOverride(({ rules }) => ({
  beforeWrite: async (write) => {
    const { action, lines } = write;
    if (action === 'delete' || !lines) return;
    const steps = lines.steps ?? [];
    if (steps.length === 0) throw rules.refuse(write, 'noSteps');
  },
}));
