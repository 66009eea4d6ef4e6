import { AppLinkField } from '../../../fields/AppLinkField';

/** The notice's page, as a link. */
export default AppLinkField;
