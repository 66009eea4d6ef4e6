import { ResourceNameField } from '../../../fields/ResourceNameField';

/** The list a view is of, by its name in the reader's language (never the API's key). */
export default ResourceNameField;
