import { defineOverride } from '../server-overrides/define';

/** An option that was voted for stays where it was chosen (its votes count there). */
export const override = defineOverride(({ rules }) => ({
  beforeWrite: (write) => {
    const { action, before, values } = write;
    if (Number(before?.votes ?? 0) === 0) return;
    if (action === 'delete' || (values.questionId !== undefined && values.questionId !== before!.questionId)) throw rules.refuse(write, 'votedStays', {}, 409, []);
  },
}));
