// A file for everyone (only a department's file names its department; api/src/overrides/libraryFiles.ts).
export const sample = { visibility: 'everyone', departmentId: null };
