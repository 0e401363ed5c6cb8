// The visual self-test composes stories itself: with the preview's annotations (loaders, decorators, the
// fixed clock, the held tax counter), as Storybook's Vitest plugin does for the story pass.
import { setProjectAnnotations } from '@storybook/react-vite';
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import * as previewAnnotations from '../../.storybook/preview';

setProjectAnnotations([a11yAnnotations, previewAnnotations]);
