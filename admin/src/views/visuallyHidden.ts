/**
 * Read by screen readers, never shown: a 1-pixel clipped box (in px: MUI's sx reads `width: 1` as
 * 100%, which in a right-to-left page pushes the whole layout sideways).
 */
export const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', margin: '-1px', padding: 0, border: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;
