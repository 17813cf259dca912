// Lucide's icons for the search page's toggles, drawn as one element each: lucide's `Icon` is a client
// component, and its paths were a third of what the page hydrated (decision 038). Same markup as lucide's.

const ICONS = {
  'sliders-horizontal': [
    'M10 5H3',
    'M12 19H3',
    'M14 3v4',
    'M16 17v4',
    'M21 12h-9',
    'M21 19h-5',
    'M21 5h-7',
    'M8 10v4',
    'M8 12H3',
  ].map((d) => `<path d="${d}"></path>`),
  list: ['M3 5h.01', 'M3 12h.01', 'M3 19h.01', 'M8 5h13', 'M8 12h13', 'M8 19h13'].map((d) => `<path d="${d}"></path>`),
  'layout-grid': [
    [3, 3],
    [14, 3],
    [14, 14],
    [3, 14],
  ].map(([x, y]) => `<rect width="7" height="7" x="${x}" y="${y}" rx="1"></rect>`),
} as const;

export type SearchIconName = keyof typeof ICONS;

const INNER = Object.fromEntries(
  Object.entries(ICONS).map(([name, parts]) => [name, { __html: parts.join('') }]),
) as Record<SearchIconName, { __html: string }>;

/** A plain function, not a component: the icon is one fiber, its svg, with its paths as inner HTML. */
export function searchIcon(name: SearchIconName, className?: string) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
      aria-hidden="true"
      dangerouslySetInnerHTML={INNER[name]}
    />
  );
}
