/** A keyboard focus drawn inside the box (its neighbours and the scrolling box would hide one outside). */
export const focusRing = {
  '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: '-3px', zIndex: 2 },
} as const;
