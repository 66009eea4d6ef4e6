import { ResourceNameField } from '../../../fields/ResourceNameField';

/** The kind of record a webhook is for, by its name in the reader's language. */
export default ResourceNameField;
