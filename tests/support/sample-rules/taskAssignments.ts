// A person is on a task once: each sample assignment is to a task of its own.
export const sample = { role: 'reviewer' };
export const fresh = ['taskId'];
