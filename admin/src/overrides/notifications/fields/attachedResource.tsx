import { ResourceNameField } from '../../../fields/ResourceNameField';

/** The kind of record whose document was attached, by its name. */
export default ResourceNameField;
