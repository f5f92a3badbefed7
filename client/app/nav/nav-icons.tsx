/**
 * Line icons of the left navigation (24 × 24, stroke = currentColor).
 */
import type { NavIcon } from '../../../contracts/routes';

const PATHS: Readonly<Record<NavIcon, string>> = {
  market: 'M4 19V9m0 0V6m0 3h0M10 19v-4m0-9v3m0 0v6M16 19v-2m0-11v4m0 0v7M20 19H3M2.5 9h3v6h-3zM8.5 9h3v6h-3zM14.5 10h3v7h-3z',
  favorite: 'M12 3.8l2.5 5.1 5.6.8-4 3.9.9 5.6-5-2.6-5 2.6.9-5.6-4-3.9 5.6-.8z',
  picker: 'M4 5h16l-6 7.5V19l-4-2v-4.5z',
  news: 'M5 4h11l3 3v13H5zM8 9h8M8 13h8M8 17h5',
  data: 'M4 20V4M4 20h16M8 16v-5M12 16V8M16 16v-8M20 16v-3',
  course: 'M3.5 6.5h17v11h-17zM10 9.5v5l4.5-2.5zM8 20.5h8',
  article: 'M4 5.5c2.5-1 5-1 8 1 3-2 5.5-2 8-1V19c-2.5-1-5-1-8 1-3-2-5.5-2-8-1zM12 6.5V20',
  toolbox: 'M4 4h6.5v6.5H4zM13.5 4H20v6.5h-6.5zM4 13.5h6.5V20H4zM13.5 13.5H20V20h-6.5z',
  rank: 'M8 21h8M12 17v4M7 4h10v5a5 5 0 0 1-10 0zM7 6H4v1a3 3 0 0 0 3 3M17 6h3v1a3 3 0 0 1-3 3',
  index: 'M3 17l5-6 4 3 5-7 4 4M3 21h18',
  institution: 'M3 9.5L12 4l9 5.5M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20.5h18',
  ipo: 'M5 21V4M5 4h12l-2.5 4L17 12H5',
  settings:
    'M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19.4 13.5l1.6 1.2-2 3.4-1.9-.7a7 7 0 0 1-2.1 1.2L14.7 21h-4l-.3-2.4a7 7 0 0 1-2.1-1.2l-1.9.7-2-3.4 1.6-1.2a7 7 0 0 1 0-2.4L4.4 9.9l2-3.4 1.9.7a7 7 0 0 1 2.1-1.2L10.7 3h4l.3 2.1a7 7 0 0 1 2.1 1.2l1.9-.7 2 3.4-1.6 1.2a7 7 0 0 1 0 2.3z',
};

/** A navigation icon. */
export function NavIconSvg({ name, size = 22 }: { name: NavIcon; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.7}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
