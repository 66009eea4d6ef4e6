import { resourceNameFilter } from '../../../filters/resourceNameFilter';

/** The files of one kind of record, chosen by its name. */
export default resourceNameFilter;
