import { ResourceNameField } from '../../../fields/ResourceNameField';

/** The kind of record written, by its name in the reader's language (never the API's key). */
export default ResourceNameField;
