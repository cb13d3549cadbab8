export { OrderSection, type OrderSectionProps } from './OrderSection';
