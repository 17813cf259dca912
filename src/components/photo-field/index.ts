// The spec's Photo field (client components). Server side: src/server/images.
export { CROP_DIALOG_TITLE, CropDialog, type CropDialogProps } from './crop-dialog';
export { CropCanvasError, cropOutputSize, cropToPngDataUrl, ImageReadError, type PixelArea } from './crop-image';
export { PhotoField, type PhotoFieldProps } from './photo-field';
