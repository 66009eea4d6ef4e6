import { defineResource, f } from '../index';

const prefix = (value: string) => f.text({ required: true, minLength: 1, maxLength: 6, pattern: '^[A-Z]{1,6}$', default: value });

// How the correspondence office numbers its letters, one row (SPEC §2 /IncomingOutgoing/configIncomingOutgoing):
// a prefix per direction before the year and the letter's number in that direction and year
// (IN-2026-0042), and how many days a letter waits for its answer unless said otherwise.
export const correspondenceSettings = defineResource({
  name: 'correspondenceSettings',
  route: '/IncomingOutgoing/configIncomingOutgoing',
  menu: { group: 'correspondence', icon: 'AdminPanelSettings', order: 90 },
  recordRepresentation: 'incomingPrefix',
  serverRows: true,
  singleton: true,
  fields: {
    incomingPrefix: prefix('IN'),
    outgoingPrefix: prefix('OUT'),
    internalPrefix: prefix('INT'),
    numberDigits: f.integer({ required: true, min: 3, max: 6, default: 4 }),
    answerWithinDays: f.integer({ required: true, min: 1, max: 90, default: 7 }),
  },
  list: { columns: ['incomingPrefix', 'outgoingPrefix', 'internalPrefix', 'updatedAt'], sort: ['updatedAt', 'DESC'] },
  checks: {
    distinctPrefixes: { kind: 'override', field: 'internalPrefix' },
  },
});
