export {
  SettingsCard,
  SettingsCardGrid,
  SETTINGS_HEADING_LEVELS,
  type SettingsCardProps,
  type SettingsCardGridProps,
  type SettingsHeadingLevel,
} from './SettingsCard';
