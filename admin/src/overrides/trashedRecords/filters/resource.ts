import { resourceNameFilter } from '../../../filters/resourceNameFilter';

/** The trash of one kind of record, chosen by its name. */
export default resourceNameFilter;
