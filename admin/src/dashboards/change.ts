/** How a card's number moved since the period before: which way, and by what share of the earlier number (none when that was zero: "new"). */
export interface Change {
  direction: 'up' | 'down' | 'same';
  /** 0.12 for 12 %; null when there was nothing before to divide by. */
  ratio: number | null;
}

export const changeOf = (value: number, previous: number): Change => {
  if (value === previous) return { direction: 'same', ratio: 0 };
  return { direction: value > previous ? 'up' : 'down', ratio: previous === 0 ? null : Math.abs(value - previous) / Math.abs(previous) };
};

/** The theme colour of a change: green where it went the good way, red the bad way, grey when neither is declared or nothing moved. */
export const changeColour = (change: Change, upIsGood: boolean | null): string => {
  if (upIsGood === null || change.direction === 'same') return 'text.secondary';
  return (change.direction === 'up') === upIsGood ? 'success.main' : 'error.main';
};
