import { recordPointerField } from '../../../fields/RecordPointerField';

/** The record commented on, by its name and linked to its page. */
export default recordPointerField('resource');
