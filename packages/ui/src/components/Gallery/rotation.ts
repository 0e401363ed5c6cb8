/**
 * Pure ordering rules of the photo gallery (spec §4): the first item is the main photo.
 * Every function returns a new array and never mutates its input.
 */

/** Next: the list rotates forward, the main photo goes to the end. [a, b, c] -> [b, c, a]. */
export function rotateForward<T>(items: readonly T[]): T[] {
  if (items.length < 2) return [...items];
  const [first, ...rest] = items as [T, ...T[]];
  return [...rest, first];
}

/** Previous: the list rotates back, the last photo becomes the main one. [a, b, c] -> [c, a, b]. */
export function rotateBackward<T>(items: readonly T[]): T[] {
  if (items.length < 2) return [...items];
  const last = items[items.length - 1] as T;
  return [last, ...items.slice(0, -1)];
}

/** Thumbnail click: that photo moves to the front, the others keep their order. [a, b, c], 2 -> [c, a, b]. */
export function moveToFront<T>(items: readonly T[], index: number): T[] {
  if (!Number.isInteger(index) || index <= 0 || index >= items.length) return [...items];
  const chosen = items[index] as T;
  return [chosen, ...items.slice(0, index), ...items.slice(index + 1)];
}
