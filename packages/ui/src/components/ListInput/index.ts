export { ListInput, type ListInputProps } from './ListInput';
export { addListItem, hasListItem, ADD_ITEM_OUTCOMES, type AddItemOutcome } from './listItems';
