export { AmountCard } from './AmountCard';
