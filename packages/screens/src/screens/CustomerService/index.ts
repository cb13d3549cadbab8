export { CustomerServiceScreen, type CustomerServiceScreenProps } from './CustomerServiceScreen';
export { serviceContacts, mailtoHref, type ServiceContacts } from './serviceContacts';
