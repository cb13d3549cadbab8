export { TextField, type TextFieldProps } from './TextField';
export { TextInput } from './TextInput';
