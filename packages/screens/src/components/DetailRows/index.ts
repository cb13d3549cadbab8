export { DetailRows, type DetailRowsProps, type DetailRow } from './DetailRows';
export { isEmptyValue, visibleRows } from './visibleRows';
