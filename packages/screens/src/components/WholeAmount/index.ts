export { WholeAmount } from './WholeAmount';
