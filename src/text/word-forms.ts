import pluralize from 'pluralize';
import { remembered } from './remembered';

// pluralize tries its rules one by one; a turn asks for the same few words' forms many times.

/** A word's singular: "loaves" is "loaf". */
export const singular: (word: string) => string = remembered((word) => pluralize.singular(word));

/** A word's plural: "loaf" is "loaves". */
export const plural: (word: string) => string = remembered((word) => pluralize.plural(word));
