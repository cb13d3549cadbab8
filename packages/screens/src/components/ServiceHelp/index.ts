export { ServiceHelp, type ServiceHelpProps } from './ServiceHelp';
