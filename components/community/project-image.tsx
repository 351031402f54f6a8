import clsx from 'clsx';
import type { ShowcaseProject } from '@/content/showcase';

// The SVGs share one 16:10 canvas; width/height reserve the space before they load.
const projectImageSize = { width: 640, height: 400 } as const;

type ProjectImageProps = { image: ShowcaseProject['image']; eager?: boolean; className?: string };

export function ProjectImage({ image, eager = false, className }: ProjectImageProps) {
  return (
    // next/image adds an inline style (blocked by a strict CSP) and cannot improve a tiny SVG.
    // eslint-disable-next-line @next/next/no-img-element
    <img
      src={image.src}
      alt={image.alt}
      {...projectImageSize}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={clsx('block h-auto w-full bg-surface-2', className)}
    />
  );
}
