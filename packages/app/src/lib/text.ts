/** Text folded for matching: lower case, without accents ('João' → 'joao'). Every search of the portal folds with it. */
export const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
