import { Icon } from '@/components/ui/control-icon';
import { firstFramePath } from './first-frame-path';
import { stillSize } from './first-frame-size';

export const stillCopy = {
  /** Over the still: the game area itself starts the game. */
  startHint: 'Click or press Space to play',
  startHintTouch: 'Tap to play',
} as const;

/**
 * The game's first frame, drawn at build time (app/templates/[slug]/first-frame.svg), with how to start
 * it: server HTML the demo lays over its surface until the game draws there, so none of it is JavaScript.
 */
export function FirstFrameStill({ slug }: { slug: string }) {
  return (
    <div aria-hidden="true" className="pointer-events-none absolute inset-0">
      {/* eslint-disable-next-line @next/next/no-img-element -- a static export has no image optimiser; the SVG is already its own size */}
      <img src={firstFramePath(slug)} alt="" width={stillSize.width} height={stillSize.height} decoding="async" className="size-full rounded-xl" />
      <p className="absolute inset-x-0 bottom-3 flex justify-center">
        <span className="inline-flex items-center gap-2 rounded-full bg-bg/85 px-3.5 py-1.5 text-sm font-semibold text-fg ring-1 ring-border-strong">
          <Icon name="play" className="size-4" />
          <span className="sm:hidden">{stillCopy.startHintTouch}</span>
          <span className="hidden sm:inline">{stillCopy.startHint}</span>
        </span>
      </p>
    </div>
  );
}
