/** The brand mark: an ochre sun over Etna's outline, with the name set in the display serif. */
export function Logo({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  return (
    <span className="flex items-center gap-3">
      <svg viewBox="0 0 40 40" className="h-9 w-9 shrink-0" aria-hidden>
        <circle cx="20" cy="20" r="19" fill="#c9561a" />
        <circle cx="26" cy="14" r="5" fill="#e6c483" />
        <path d="M5 29 L15 17 L18 19 L21 15 L35 29 Z" fill="#1b1816" />
        <path d="M18 19 L21 15 L24 18.5 L21 17.5 Z" fill="#fdfbf7" />
      </svg>
      <span className="leading-none">
        <span
          className={`block font-display text-lg tracking-wide sm:text-xl ${tone === 'light' ? 'text-white' : 'text-lava-900'}`}
        >
          Catania Centro
        </span>
        <span
          className={`mt-1 block text-[0.65rem] font-semibold tracking-[0.3em] uppercase ${tone === 'light' ? 'text-ochre-300' : 'text-accent-700'}`}
        >
          Apartments
        </span>
      </span>
    </span>
  );
}
