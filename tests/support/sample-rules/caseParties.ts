// The club's own parties take the club's role: the sample is the other side.
export const sample = { side: 'opponent' };
