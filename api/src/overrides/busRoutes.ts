import { defineOverride } from '../server-overrides/define';

// A route's stops are in the order the bus reaches them: each one's scheduled time after the one before.
export const override = defineOverride(({ rules }) => ({
  beforeWrite: (write) => {
    const { action, lines } = write;
    if (action === 'delete' || !lines?.stops) return;
    const stops = lines.stops;
    for (let index = 1; index < stops.length; index += 1) {
      const [previous, stop] = [stops[index - 1]!, stops[index]!];
      if (String(stop.scheduledTime) <= String(previous.scheduledTime)) {
        throw rules.refuse(write, 'stopsInOrder', { stop: String(stop.name), previous: String(previous.name) }, 400, [`stops.${index}.scheduledTime`]);
      }
    }
  },
}));
