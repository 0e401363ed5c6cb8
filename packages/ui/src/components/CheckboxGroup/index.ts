export {
  CheckboxGroup,
  CHECKBOX_GROUP_LAYOUTS,
  type CheckboxGroupProps,
  type CheckboxGroupOption,
  type CheckboxGroupLayout,
} from './CheckboxGroup';
