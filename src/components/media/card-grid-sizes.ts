/**
 * The `sizes` of a picture that fills a card of the `card-grid` utility (globals.css): one column on
 * phones, then 2 / 3 / 4 from sm / md / lg.
 */
export const CARD_GRID_SIZES = '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw';
