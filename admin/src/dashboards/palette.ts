/** Okabe and Ito's colours: told apart with every common colour-vision deficiency. */
export const SERIES_COLOURS = ['#0072B2', '#E69F00', '#009E73', '#CC79A7', '#56B4E9', '#D55E00', '#F0E442', '#000000'] as const;
