export { LicenceLine, type LicenceLineProps } from './LicenceLine';
