// Each assignment its own stay and room, in its first bed (a room has few; the rest is declared in its schema).
export const sample = { endOn: null, bedNumber: 1 };
export const fresh = ['residenceId', 'roomId'];
