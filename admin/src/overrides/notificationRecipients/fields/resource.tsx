import { ResourceNameField } from '../../../fields/ResourceNameField';

/** The kind of record the notice is about, by its name in the reader's language. */
export default ResourceNameField;
