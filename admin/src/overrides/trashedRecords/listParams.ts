import type { UrlParam } from '../../list/urlParams';

/** The trash of one kind of record, as a resource's list links to it: /Trash?resource=courtCases. */
export const listParams: readonly UrlParam[] = [{ key: 'resource', kind: 'text' }];
