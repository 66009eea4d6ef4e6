import type { Action } from '@club/schema';

/**
 * Who reads (or writes) through the CRUD service: the signed-in user and the grants their role
 * holds. No reader: the system itself (start-up, demo data, the server's own rules), which sees all.
 */
export interface Reader {
  userId: string;
  /** Whether the reader's role holds a grant: a sensitive field's, or a scope's `everyone`. */
  holds(grant: string): boolean;
  /** Whether the reader's role may do an action on a page (a file's download asks for its record's `show`). */
  may(page: string, action: Action): boolean;
}

/**
 * A read rule one part of the app adds to one resource for a reader (the audit trail hides the
 * sensitive values and scoped records of the resources it logs): columns read through a masking
 * SQL expression (schema identifiers only, no parameters), and conditions that leave rows out.
 */
export interface ReadRule {
  masked?(reader: Reader): Record<string, string>;
  conditions?(reader: Reader, parameter: (value: unknown) => string): string[];
  /**
   * Conditions that leave rows out of lists that do not ask for them by id, and only those: the rows
   * stay readable where something names them (an API key's service account: out of the people
   * lists and pickers, yet named as the author in a history).
   */
  unlisted?(reader: Reader, parameter: (value: unknown) => string): string[];
}
