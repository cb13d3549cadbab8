export { CardSection, CardSectionTitle, type CardSectionProps } from './CardSection';
