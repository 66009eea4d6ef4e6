/**
 * The board view of a list's records (messages key `app.board`, admin/src/views/board): a column
 * per state of the resource's workflow, a card moved by dragging it or through its "Move to…" menu.
 * Texts with smart_count have 2 forms in English and 6 in Arabic.
 */
export type BoardStrings = {
  /** The board's heading: %{name} the records' kind (plural), %{field} the state's label. */
  title: string;
  /** How to move a card, said once under the heading. */
  hint: string;
  /** A column's name for screen readers: %{state} and smart_count, its records. */
  column: string;
  /** The card's menu button (described by the card's name). */
  moveTo: string;
  /** The menu while the server is asked which moves the reader may take, and when none. */
  checking: string;
  noMoves: string;
  /** smart_count: the column's records not yet shown. */
  showMore: string;
  empty: string;
  loading: string;
  loadFailed: string;
  /** A card dropped on a column no move of its reaches: %{name} the card, %{from} and %{to} the states. */
  refused: string;
};
