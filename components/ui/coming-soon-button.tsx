'use client';

import type { ButtonVariant } from '@/lib/design/vocabulary';
import { Button, type ButtonSize } from './button';
import { notifyNotYetAvailable } from './notify';
import type { ReactNode } from 'react';

type ComingSoonButtonProps = {
  children: ReactNode;
  /** What the toast names, e.g. "The video guide". Defaults to the button text. */
  feature: string;
  detail?: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
};

/** A button for a destination that does not exist yet: it says so in a toast instead of doing nothing. */
export function ComingSoonButton({ children, feature, detail, variant = 'secondary', size, className }: ComingSoonButtonProps) {
  return (
    <Button variant={variant} size={size} className={className} onClick={() => void notifyNotYetAvailable(feature, detail)}>
      {children}
    </Button>
  );
}
