// Components of the 'settings' group. Each helper-owned group keeps its own barrel so parallel work never collides.
export * from './SettingsCard';
export * from './DataTable';
export * from './ImageDropzone';
export * from './TagInput';
export * from './ListInput';
export * from './ProfileField';
export * from './DetailList';
