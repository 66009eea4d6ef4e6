import { recordPointerField } from '../../../fields/RecordPointerField';

/** The record the notice is about, by its name and linked to its page. */
export default recordPointerField('resource');
