export { default } from './memberIds';
