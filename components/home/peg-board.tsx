import clsx from 'clsx';
import { BoardMotion } from './board-motion';
import styles from './peg-board.module.css';

// Board geometry in SVG user units; peg-board.module.css animates the balls over the same grid.
const VIEW_BOX = '0 0 360 428';
const ROWS = 8;
const ROW_GAP = 36;
const FIRST_ROW_Y = 80;
const COL_GAP = 44;
const CHUTE = { x: 180, y: 34 };
const FLOOR_Y = 392;
const slotScores = [10, 50, 100, 500, 100, 50, 10] as const;

const rowY = (row: number) => FIRST_ROW_Y + row * ROW_GAP;
// Even rows hold seven pegs from x=48; odd rows six, offset by half a gap.
const rowXs = (row: number) =>
  row % 2 === 0 ? Array.from({ length: 7 }, (_, i) => 48 + i * COL_GAP) : Array.from({ length: 6 }, (_, i) => 70 + i * COL_GAP);

// The pegs the gold ball (dropA in the stylesheet) strikes on its way to the 500 slot.
const jackpotRun = [180, 158, 180, 202, 180, 158, 180, 202] as const;
const litPegs = new Set(jackpotRun.map((x, row) => `${x},${rowY(row)}`));
const tracePoints = [
  `${CHUTE.x},${CHUTE.y}`,
  ...jackpotRun.map((x, row) => `${x},${rowY(row) - 12}`),
  `${CHUTE.x},${FLOOR_Y - 10}`,
].join(' ');

type Peg = { x: number; y: number };
const pegs: Peg[] = Array.from({ length: ROWS }, (_, row) => rowXs(row).map((x) => ({ x, y: rowY(row) }))).flat();
const isLit = ({ x, y }: Peg) => litPegs.has(`${x},${y}`);
const struckPegs = pegs.filter(isLit);
const plainPegs = pegs.filter((peg) => !isLit(peg));

/**
 * Many circles as one path (two half-arcs each): the board's 52 pegs and 8 glows are three elements,
 * not 112, so Home has fewer nodes to parse, serialise and hydrate; the pixels are the same.
 */
function circles(centres: readonly Peg[], r: number): string {
  return centres.map(({ x, y }) => `M${x - r} ${y}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0`).join('');
}

const balls = [
  { className: styles.ballA, fill: 'fill-warm' },
  { className: styles.ballB, fill: 'fill-pink' },
  { className: styles.ballC, fill: 'fill-accent-2' },
] as const;

/**
 * Decorative Plinko board for the hero: SVG and CSS, hidden from assistive tech. The board is one
 * static <svg> (the hero frames it and casts its shadow); each ball is a ball-sized <svg> of its own over the chute
 * (left/top/size are the chute's ball box as shares of the board), so its animation runs on the
 * compositor and never repaints the board. BoardMotion decides when the balls move.
 */
export function PegBoard() {
  return (
    <BoardMotion>
      <svg viewBox={VIEW_BOX} width="360" height="428" className="h-auto w-full" focusable="false">
        <defs>
          <linearGradient id="peg-board-frame" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="var(--color-accent)" />
            <stop offset="1" stopColor="var(--color-accent-2)" />
          </linearGradient>
          <linearGradient id="peg-board-jackpot" x1="0" y1="0" x2="0" y2="1">
            <stop offset="0" stopColor="var(--color-warm)" stopOpacity="0" />
            <stop offset="1" stopColor="var(--color-warm)" stopOpacity="0.28" />
          </linearGradient>
        </defs>

        <rect x="1.5" y="1.5" width="357" height="425" rx="26" className="fill-surface" stroke="url(#peg-board-frame)" strokeWidth="1.5" />
        <rect x="12" y="12" width="336" height="404" rx="18" className="fill-bg/60 stroke-border" strokeWidth="1" />

        <g className="fill-muted font-mono" fontSize="10" letterSpacing="0.08em">
          <text x="26" y="34">G 9.8 M/S²</text>
          <text x="334" y="34" textAnchor="end">
            BOUNCE 0.70
          </text>
        </g>
        <rect x="158" y="16" width="44" height="10" rx="5" className="fill-surface-2 stroke-accent-2" strokeWidth="1.5" />

        <polyline points={tracePoints} fill="none" className="stroke-accent-2/45" strokeWidth="1.5" strokeDasharray="3 5" strokeLinecap="round" />

        <path d={circles(struckPegs, 9)} className="fill-accent-2/15" />
        <path d={circles(plainPegs, 4)} className="fill-border-strong" />
        <path d={circles(struckPegs, 4)} className="fill-accent-2" />

        <rect x={180 - COL_GAP / 2} y="348" width={COL_GAP} height={FLOOR_Y - 348} fill="url(#peg-board-jackpot)" />
        <path d={rowXs(1).map((x) => `M${x} 350V${FLOOR_Y}`).join('')} className="stroke-border-strong" strokeWidth="3" strokeLinecap="round" />
        <line x1="24" y1={FLOOR_Y} x2="336" y2={FLOOR_Y} className="stroke-border-strong" strokeWidth="3" strokeLinecap="round" />
        <g className="font-mono font-semibold" fontSize="11" textAnchor="middle">
          {slotScores.map((score, i) => (
            <text key={i} x={48 + i * COL_GAP} y="406" className={score === 500 ? 'fill-warm' : 'fill-muted'}>
              {score}
            </text>
          ))}
        </g>
      </svg>
      {balls.map(({ className, fill }) => (
        <svg
          key={fill}
          viewBox="0 0 26 26"
          className={clsx('absolute top-[4.9065%] left-[46.3889%] h-[6.0748%] w-[7.2222%] overflow-visible', className)}
          focusable="false"
        >
          <circle cx="13" cy="13" r="13" className={clsx(fill, 'opacity-20')} />
          <circle cx="13" cy="13" r="8" className={fill} />
        </svg>
      ))}
    </BoardMotion>
  );
}
