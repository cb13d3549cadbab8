export { ImagePicker, type ImagePickerProps, type PickedImage } from './ImagePicker';
export { addImages, badgeCount, isImageFile } from './images';
