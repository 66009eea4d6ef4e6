import { resourceNameFilter } from '../../../filters/resourceNameFilter';

/** The kinds of record to pick from by name, not a free-text key. */
export default resourceNameFilter;
