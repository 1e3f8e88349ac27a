/**
 * How the pages write review figures, apart from the computation (./reviews.ts) that
 * the server and the prerender run: the pages format, they never compute. Kept small: the
 * apartment cards load it with the first page.
 */

/** A score as Italian pages write it: 9,5. */
export const formatScore = (value: number) =>
  value.toLocaleString('it-IT', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** '3 recensioni', '1 recensione'. */
export const reviewCountLabel = (count: number) =>
  `${count} ${count === 1 ? 'recensione' : 'recensioni'}`;
