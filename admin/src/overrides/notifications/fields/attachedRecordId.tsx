import { recordPointerField } from '../../../fields/RecordPointerField';

/** The record whose document was attached, by its name and linked to its page. */
export default recordPointerField('attachedResource');
