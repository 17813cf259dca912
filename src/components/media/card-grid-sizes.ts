/** Matches the `card-grid` utility in globals.css. */
export const CARD_GRID_SIZES = '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw';
