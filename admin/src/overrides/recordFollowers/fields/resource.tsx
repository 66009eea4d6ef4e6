import { ResourceNameField } from '../../../fields/ResourceNameField';

/** The kind of record followed, by its name in the reader's language. */
export default ResourceNameField;
