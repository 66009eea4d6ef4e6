// Each assignment a stay of its own (its player's one bed at a time; the rest is declared in its schema).
export const sample = {};
export const fresh = ['residenceId', 'roomId'];
