import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import { site } from '@/content/site';

/** Open Graph's recommended card: what chat apps and social sites show for a shared link. */
export const socialCardSize = { width: 1200, height: 630 } as const;
export const socialCardType = 'image/png';

// The @theme tokens of app/globals.css: satori draws outside the page, so it cannot read them.
const colors = {
  bg: '#0a0e1a',
  surface: '#111728',
  border: '#27314f',
  fg: '#e7eaf6',
  muted: '#a6afcb',
  accent: '#a78bfa',
  accent2: '#22d3ee',
  warm: '#fbbf24',
};

// Satori reads TTF, OTF and WOFF but not WOFF2, so the cards use @fontsource/inter's static WOFF files.
function inter(weight: 400 | 700) {
  return readFile(join(process.cwd(), `node_modules/@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
}

export type SocialCardInput = {
  /** Small line above the title: the page's area. */
  eyebrow: string;
  title: string;
  description: string;
  /** Short facts shown as pills under the description (a template's rating and engine). */
  facts?: readonly string[];
};

/** The title must fit three lines of the card at its size; longer titles step down. */
function titleSize(title: string) {
  if (title.length <= 24) return 84;
  if (title.length <= 44) return 68;
  return 56;
}

/** A 1200×630 PNG in the site's look: the brand, the page's title and what it offers. */
export async function socialCard({ eyebrow, title, description, facts = [] }: SocialCardInput) {
  const [regular, bold] = await Promise.all([inter(400), inter(700)]);
  return new ImageResponse(
    (
      <div
        style={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'space-between',
          padding: '64px 72px',
          backgroundColor: colors.bg,
          backgroundImage: `radial-gradient(circle at 88% 12%, rgba(167,139,250,0.28), transparent 42%), radial-gradient(circle at 8% 100%, rgba(34,211,238,0.18), transparent 46%)`,
          color: colors.fg,
          fontFamily: 'Inter',
        }}
      >
        <div style={{ display: 'flex', alignItems: 'center', gap: 20 }}>
          <svg width="64" height="64" viewBox="0 0 32 32">
            <defs>
              <linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
                <stop offset="0" stopColor={colors.accent} />
                <stop offset="1" stopColor={colors.accent2} />
              </linearGradient>
            </defs>
            <rect width="32" height="32" rx="8" fill={colors.surface} />
            <circle cx="16" cy="17" r="8.5" fill="none" stroke="url(#g)" strokeWidth="3" />
            <circle cx="16" cy="8.5" r="3" fill={colors.warm} />
          </svg>
          <div style={{ display: 'flex', fontSize: 40, fontWeight: 700 }}>{site.name}</div>
          <div style={{ display: 'flex', marginLeft: 'auto', fontSize: 28, color: colors.accent2 }}>{eyebrow}</div>
        </div>

        <div style={{ display: 'flex', flexDirection: 'column', gap: 24 }}>
          <div style={{ display: 'flex', fontSize: titleSize(title), fontWeight: 700, lineHeight: 1.08, letterSpacing: -2 }}>{title}</div>
          <div style={{ display: 'flex', fontSize: 30, lineHeight: 1.35, color: colors.muted, maxWidth: 1000 }}>{description}</div>
          {facts.length > 0 ? (
            <div style={{ display: 'flex', gap: 16 }}>
              {facts.map((fact) => (
                <div
                  key={fact}
                  style={{
                    display: 'flex',
                    padding: '8px 22px',
                    borderRadius: 999,
                    border: `2px solid ${colors.border}`,
                    backgroundColor: colors.surface,
                    fontSize: 28,
                    fontWeight: 700,
                  }}
                >
                  {fact}
                </div>
              ))}
            </div>
          ) : null}
        </div>

        <div
          style={{ display: 'flex', height: 8, borderRadius: 4, backgroundImage: `linear-gradient(90deg, ${colors.accent}, ${colors.accent2})` }}
        />
      </div>
    ),
    {
      ...socialCardSize,
      fonts: [
        { name: 'Inter', data: regular, weight: 400, style: 'normal' },
        { name: 'Inter', data: bold, weight: 700, style: 'normal' },
      ],
    },
  );
}
