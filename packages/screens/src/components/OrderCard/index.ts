export { OrderCard, type OrderCardProps, type OrderStatusTone } from './OrderCard';
