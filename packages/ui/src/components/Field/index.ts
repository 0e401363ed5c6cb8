export { Field, FieldMessage, RequiredMarker, useFieldControl, type FieldProps, type FieldControlProps } from './Field';
