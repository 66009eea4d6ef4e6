import { ResourceNameField } from '../../../fields/ResourceNameField';

/** The kind of document that posted the entry, by its name in the reader's language. */
export default ResourceNameField;
