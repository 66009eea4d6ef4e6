import { resourceNameFilter } from '../../../filters/resourceNameFilter';

/** The lists to pick from by name, not a free-text key. */
export default resourceNameFilter;
