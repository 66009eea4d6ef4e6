import { f } from './fields';

/** Units an item is counted in; a movement's quantity is in its item's unit. */
export const STOCK_UNITS = ['piece', 'box', 'kg', 'liter', 'pair', 'set'] as const;

/** The units food is counted in (a meal's ingredients). */
export const FOOD_UNITS = ['piece', 'box', 'kg', 'liter', 'set'] as const;

/**
 * The fields of a stock document (goods received, issued, transferred): prepared as a draft, then
 * posted (its lines enter the ledger and move the quantities on hand, in one transaction), and a
 * posted one is only ever reversed by counter-movements, with who did each and when.
 */
export const postingFields = {
  status: f.enum(['draft', 'posted', 'reversed'], { required: true, default: 'draft' }),
  postedById: f.reference('users', { readOnly: true }),
  postedAt: f.datetime({ readOnly: true }),
  reversedById: f.reference('users', { readOnly: true }),
  reversedAt: f.datetime({ readOnly: true }),
  reversalReason: f.text({ readOnly: true, maxLength: 500 }),
} as const;

/** Post a draft; reverse a posted document, saying why. */
export const postingActions = {
  post: { permission: 'edit', when: { status: ['draft'] } },
  reverse: { permission: 'edit', when: { status: ['posted'] }, comment: 'required' },
} as const;

/** How a line of a stock document counts: a positive quantity in its item's unit. */
export const stockQuantity = () => f.decimal({ required: true, min: 0.001, max: 10_000_000 });
