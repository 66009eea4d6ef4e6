import { ResourceNameField } from '../../../fields/ResourceNameField';

/** The kind of record holding the file, by its name in the reader's language. */
export default ResourceNameField;
