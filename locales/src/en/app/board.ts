import type { BoardStrings } from '../../boardTypes';

export const board: BoardStrings = {
  title: '%{name} by %{field}',
  hint: 'Drag a card onto another column, or use its “Move to…” menu.',
  column: '%{state}: %{smart_count} record |||| %{state}: %{smart_count} records',
  moveTo: 'Move to…',
  checking: 'Checking what you may do…',
  noMoves: 'No move you may take now',
  showMore: 'Show more (%{smart_count} left) |||| Show more (%{smart_count} left)',
  empty: 'Nothing here.',
  loading: 'Loading…',
  loadFailed: 'These records could not be loaded. Reload the page.',
  refused: '%{name} cannot go from “%{from}” to “%{to}”.',
};
