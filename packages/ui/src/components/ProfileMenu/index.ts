export {
  ProfileMenu,
  profileGreeting,
  PROFILE_LANGUAGES,
  type ProfileMenuProps,
  type ProfileMenuLabels,
  type ProfileLanguage,
} from './ProfileMenu';
