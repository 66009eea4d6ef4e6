import { TextWithLinksField } from '../../../fields/TextWithLinksField';

/** The message as sent, its web addresses as links. */
export default TextWithLinksField;
