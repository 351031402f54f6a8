/**
 * Sentences of the site's words about the games that a review found false (../shared/reviews/2026-11-28-godot.md
 * D5, D6), held to what the games do: the PhysicsDropper model's clock and which games end a run.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { mechanics } from '@/lib/mechanics';
import { defaultValues } from '@/lib/mechanics/core/params';
import { clockScale, maxSubStepsPerSecond, subStep } from '@/lib/mechanics/physics-dropper/model';
import { physicsDropperParams } from '@/lib/mechanics/physics-dropper/params';
import * as docs from './docs';
import * as features from './features';
import * as home from './home';
import * as kitApi from './kit-api';
import * as snippets from './snippets';
import * as templates from './templates';
import * as tutorials from './tutorials';

/** Every string the site's docs, tutorials, snippets, template data and API words hold. */
function siteStrings(): string[] {
  const seen = new Set<unknown>();
  const out: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') out.push(value);
    else if (value && typeof value === 'object' && !seen.has(value)) {
      seen.add(value);
      for (const child of Object.values(value)) walk(child);
    }
  };
  walk([docs, features, home, kitApi, snippets, templates, tutorials]);
  return out;
}

describe('what the docs say about the games', () => {
  const strings = siteStrings();

  it('finds the words it checks', () => {
    expect(strings.some((text) => /sub-step/.test(text))).toBe(true);
    expect(strings.some((text) => /the end of a run/.test(text))).toBe(true);
  });

  it('counts PhysicsDropper’s sub-steps per board second (at most), per real second at the defaults or at most, never “a second” alone', () => {
    // At most 1/600 of a board second a sub-step; the board clock runs clockScale× real time (3.65× at the defaults:
    // 2,189 a real second); where that would pass maxSubStepsPerSecond a real second, a sub-step covers more board time.
    const perBoardSecond = Math.round(1 / subStep);
    const perRealSecond = Math.round((perBoardSecond * clockScale(defaultValues(physicsDropperParams))) / 100) * 100;
    expect(perBoardSecond).toBe(600);
    expect(perRealSecond).toBe(2200);
    const counts = strings.filter((text) => /sub-step/.test(text)).flatMap((text) =>
      [...text.matchAll(/(\d[\d,]*)\s+(?:sub-steps\s+)?(?:a|per|each)\s+(board\s+|real\s+)?second/g)].map((match) => ({ text, match })),
    );
    expect(counts.length).toBeGreaterThan(0);
    for (const { text, match } of counts) {
      const count = Number((match[1] ?? '').replace(/,/g, ''));
      const clock = match[2]?.trim();
      const atMost = /at most\s*$/.test(text.slice(0, match.index));
      if (clock === 'board') {
        expect({ text, count }).toEqual({ text, count: perBoardSecond });
        expect({ text, atMost }).toEqual({ text, atMost: true });
      } else if (clock === 'real' && atMost) expect({ text, count }).toEqual({ text, count: maxSubStepsPerSecond });
      else if (clock === 'real') {
        expect({ text, count }).toEqual({ text, count: perRealSecond });
        expect(text).toMatch(/default/);
      } else throw new Error(`“${match[0]}” says neither board nor real seconds: ${text}`);
    }
  });

  it('says which games report the end of a run: PhysicsDropper’s board never ends, nor does a MemoryTiles run', () => {
    // A game ends a run when its TypeScript game (the reference) reports one: an `ended` report or onEnd.
    const endsRuns = (slug: string) => /\bended\s*[:,}]|onEnd\?\.\(/.test(readFileSync(path.join(__dirname, '../lib/mechanics', slug, 'game.ts'), 'utf8'));
    const endless = mechanics.filter((mechanic) => !endsRuns(mechanic.slug)).map((mechanic) => mechanic.name);
    expect(endless).toEqual(['PhysicsDropper', 'MemoryTiles']);
    for (const text of strings.filter((candidate) => /the end of a run/.test(candidate))) {
      expect(text).not.toMatch(/\b(every|each|all)\b[^.:;]*\bthe end of a run/i);
      for (const name of endless) expect(text).toMatch(new RegExp(`${name}[^.]*never`));
    }
  });
});
