export { ImagePicker, type ImagePickerProps, type PickedImage, type UploadMark } from './ImagePicker';
export { addImages, badgeCount, isImageFile, megabytes, rejectionOf } from './images';
