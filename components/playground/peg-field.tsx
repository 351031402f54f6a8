import { pegField, pegPositions } from './simulation';

const pegs = pegPositions();
const percent = (fraction: number) => `${(fraction * 100).toFixed(2)}%`;

/** The Plinko cabinet drawn once: staggered pegs and a glowing floor, positioned by the same fractions the particles use. */
export function PegField() {
  const floor = percent(pegField.floor);
  return (
    <svg className="absolute inset-0 size-full" aria-hidden="true" focusable="false">
      {pegs.map((peg) => (
        <g key={`${peg.cx}-${peg.cy}`}>
          <circle cx={percent(peg.cx)} cy={percent(peg.cy)} r={pegField.pegRadius + 3} className="fill-accent/10" />
          <circle cx={percent(peg.cx)} cy={percent(peg.cy)} r={pegField.pegRadius} className="fill-border-strong stroke-accent/50" strokeWidth={1} />
        </g>
      ))}
      <line x1="0" x2="100%" y1={floor} y2={floor} className="stroke-accent-2/25" strokeWidth={8} />
      <line x1="0" x2="100%" y1={floor} y2={floor} className="stroke-accent-2" strokeWidth={2} />
    </svg>
  );
}
