import { defineOverride } from '../server-overrides/define';

// A package names each feature once: the repeated line is pointed out (features.N.featureId).
export const override = defineOverride(({ rules }) => ({
  beforeWrite: (write) => {
    const { action, lines } = write;
    if (action === 'delete' || !lines?.features) return;
    const seen = new Set<unknown>();
    for (const [index, line] of lines.features.entries()) {
      if (seen.has(line.featureId)) throw rules.refuse(write, 'featureOnce', {}, 400, [`features.${index}.featureId`]);
      seen.add(line.featureId);
    }
  },
}));
