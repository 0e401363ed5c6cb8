export {
  SVG_MIME,
  appScreenshotSvg,
  avatarSvg,
  escapeXml,
  hashString,
  initialsOf,
  leiPhotoSvg,
  newsImageSvg,
  paletteFor,
  providerLogoSvg,
  shortcutIconSvg,
  svgBytes,
  svgDataUrl,
  type LeiTheme,
  type Palette,
} from './svg';
export { SeedImage } from './seedImage';
