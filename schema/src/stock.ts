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
  post: { permission: 'edit', when: { status: ['draft'] }, triedFirst: true },
  reverse: { permission: 'edit', when: { status: ['posted'] }, comment: 'required' },
} as const;

/** How a line of a stock document counts: a positive quantity in its item's unit. */
export const stockQuantity = () => f.decimal({ required: true, min: 0.001, max: 10_000_000 });

/**
 * What every line that moves stock is held to (judged by api/src/overrides/parts/stock.ts under the
 * items' locks), told on the line (`items.2.itemId`, `items.2.quantity`): its item exists, is held in
 * the document's warehouse and still stocked (what comes in), and an issue takes only what is on hand.
 */
export const stockLineChecks = <Lines extends string>(lines: Lines) =>
  ({
    itemKnown: { kind: 'override', field: lines },
    itemOfTheWarehouse: { kind: 'override', field: lines },
    itemStocked: { kind: 'override', field: lines },
    enoughInStock: { kind: 'override', field: lines },
  }) as const;

/**
 * The life of a stock document (api/src/overrides/parts/stock-documents.ts): a draft changes or
 * goes; a posted one changes no more (its notes aside) and is undone only by Reverse, saying why; a
 * reversed one stays; a draft is posted with at least one line.
 */
export const postingChecks = {
  postedUnchanged: { kind: 'override', field: 'status' },
  onlyDraftDeleted: { kind: 'override', field: 'status' },
  linesToPost: { kind: 'override', field: 'items' },
  reverseToUndo: { kind: 'override', field: 'status' },
  reversedStays: { kind: 'override', field: 'status' },
  reversalReason: { kind: 'override', field: 'comment' },
} as const;
