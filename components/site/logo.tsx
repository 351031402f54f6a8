export function Logo({ className = 'size-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true" focusable="false">
      <defs>
        <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="var(--color-accent)" />
          <stop offset="1" stopColor="var(--color-accent-2)" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill="var(--color-surface-2)" />
      <circle cx="16" cy="17" r="8.5" fill="none" stroke="url(#logo-gradient)" strokeWidth="3" />
      <circle cx="16" cy="8.5" r="3" fill="var(--color-warm)" />
    </svg>
  );
}
