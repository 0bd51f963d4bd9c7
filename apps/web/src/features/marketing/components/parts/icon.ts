import type { ComponentType } from 'react';

/** An icon of @tabler/icons-react, as the cards and lists draw it. */
export type Icon = ComponentType<{ size?: number; color?: string }>;
