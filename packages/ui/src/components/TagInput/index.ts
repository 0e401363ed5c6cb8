export { TagInput, type TagInputProps } from './TagInput';
export { filterSuggestions, INTEGRATION_SUGGESTIONS, SUGGESTIONS_HIDE_DELAY_MS } from './filterSuggestions';
