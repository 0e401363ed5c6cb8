export { Avatar, AVATAR_SIZES, avatarInitials, type AvatarProps, type AvatarSize } from './Avatar';
