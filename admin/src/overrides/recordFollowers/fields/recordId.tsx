import { recordPointerField } from '../../../fields/RecordPointerField';

/** The record followed, by its name and linked to its page. */
export default recordPointerField('resource');
