import { defineOverride } from '../server-overrides/define';

/** 4 or 5 on the 1–5 scale. */
const HIGH = 4;

/** The quadrant of the power/interest grid (Mendelow): how the club engages the stakeholder. */
export const strategyOf = (power: number, interest: number): string =>
  power >= HIGH ? (interest >= HIGH ? 'manageClosely' : 'keepSatisfied') : interest >= HIGH ? 'keepInformed' : 'monitor';

// The strategy follows power and interest (contacts in order: declared); a powerful critic or blocker has a plan (required when a number is high: judged here).
export const override = defineOverride(({ rules }) => ({
  beforeWrite: (write) => {
    const { action, before, values } = write;
    if (action === 'delete') return;
    const stakeholder = { ...before, ...values };
    const power = Number(stakeholder.power);
    if (power >= HIGH && (stakeholder.attitude === 'critic' || stakeholder.attitude === 'blocker') && !String(stakeholder.engagementPlan ?? '').trim()) {
      throw rules.refuse(write, 'planForPowerfulCritic');
    }
    values.strategy = strategyOf(power, Number(stakeholder.interest));
  },
}));
