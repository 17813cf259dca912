// The spec's Photo field (client components). Server side: src/server/images.
export { PhotoField, type PhotoFieldProps } from './photo-field';
