import { board, dividers, pegs } from '@/lib/mechanics/physics-dropper/board';
import { boardViewBox } from './stage-frame';

const allPegs = pegs.flat();
const topBin = Math.max(...board.binScores);

/** PhysicsDropper's board drawn once, in board units: the particles are placed on the same frame (stage-frame.ts). */
export function PegField() {
  return (
    <svg viewBox={boardViewBox} preserveAspectRatio="xMidYMid meet" className="absolute inset-0 size-full" aria-hidden="true" focusable="false">
      {allPegs.map((peg) => (
        <g key={`${peg.x.toFixed(2)}-${peg.y.toFixed(2)}`}>
          <circle cx={peg.x} cy={peg.y} r={board.pegRadius * 2} className="fill-accent/10" />
          <circle cx={peg.x} cy={peg.y} r={board.pegRadius} className="fill-border-strong stroke-accent/50" strokeWidth={0.02} />
        </g>
      ))}
      {dividers.map((x) => (
        <line key={x} x1={x} x2={x} y1={board.binTop} y2={board.floorY} className="stroke-border-strong" strokeWidth={board.dividerHalfWidth * 2} />
      ))}
      <line x1={0} x2={board.width} y1={board.floorY} y2={board.floorY} className="stroke-accent-2/25" strokeWidth={0.16} />
      <line x1={0} x2={board.width} y1={board.floorY} y2={board.floorY} className="stroke-accent-2" strokeWidth={0.04} />
      {board.binScores.map((points, bin) => (
        <text key={bin} x={bin + 0.5} y={board.floorY + 0.24} textAnchor="middle" fontSize={0.22} className={points === topBin ? 'fill-warm' : 'fill-muted'}>
          {points}
        </text>
      ))}
    </svg>
  );
}
