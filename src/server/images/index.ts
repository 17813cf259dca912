import 'server-only';

// Server-side image uploads: validate, strip metadata, re-encode, store. See README.md here.
export { MAX_IMAGE64_LENGTH, parseImage64, processImage64, type ParsedImage64 } from './image64';
export {
  assertImageSize,
  MAX_INPUT_PIXELS,
  PHOTO_VARIANT_SIZES,
  processImage,
  renderResponsive,
  renderResponsiveFromBytes,
  type ImageVariant,
  type ImageVariantName,
  type ProcessedImage,
  type ProcessImageOptions,
} from './process-image';
export {
  deleteSavedImage,
  privateKey,
  saveImage,
  saveImage64,
  type SavedImage,
  type SaveImageOptions,
} from './save-image';
export { MIME_BY_TYPE, sniffImageType, type SniffedImageType } from './sniff';
export {
  FfmpegMissingError,
  isVideoDataUrl,
  MAX_VIDEO_BYTES,
  MAX_VIDEO64_LENGTH,
  parseVideo64,
  processVideo,
  runFfmpeg,
  saveVideo,
  sniffMp4,
  type ProcessedVideo,
} from './video';
