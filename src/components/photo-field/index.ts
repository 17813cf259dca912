export { PhotoField, type PhotoFieldProps } from './photo-field';
