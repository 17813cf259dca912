import 'server-only';

export { MAX_IMAGE64_LENGTH, processImage64 } from './image64';
export {
  processImage,
  renderIconFromBytes,
  renderResponsive,
  renderResponsiveFromBytes,
  type ProcessedImage,
} from './process-image';
export { deleteSavedImage, privateKey, saveImage, saveImage64, type SavedImage } from './save-image';
export { isVideoDataUrl, MAX_VIDEO64_LENGTH, parseVideo64, processVideo, saveVideo } from './video';
