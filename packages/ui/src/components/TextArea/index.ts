export { TextArea, TEXT_AREA_RESIZE, type TextAreaProps, type TextAreaResize } from './TextArea';
