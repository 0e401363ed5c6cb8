export { LoadingOverlay, LOADING_OVERLAY_MODES, type LoadingOverlayProps, type LoadingOverlayMode } from './LoadingOverlay';
