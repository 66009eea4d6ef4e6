export { MessageTemplateInput as default } from '../parts/MessageTemplateInput';
