export { ProductLogo, initialOf, type ProductLogoProps, type ProductLogoSize } from './ProductLogo';
