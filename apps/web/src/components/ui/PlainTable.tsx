import type { ComponentPropsWithoutRef, CSSProperties } from 'react';
import classes from './PlainTable.module.css';

type Spacing = 'xs' | 'sm' | 'md' | 'lg';

/**
 * A table the browser draws, looking like Mantine's striped table: Mantine's Table brings its scroll container
 * and with it ScrollArea (6.5 KB) to every screen that shows one, where a short table needs a plain box that
 * scrolls sideways. A cell is right-aligned with `data-align="right"`.
 */
export function PlainTable({
  minWidth,
  spacing = 'xs',
  className,
  style,
  ...props
}: ComponentPropsWithoutRef<'table'> & {
  /** Narrower than this, the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
  /** Each cell's space above and below, as Mantine's `verticalSpacing`. */
  spacing?: Spacing;
}) {
  const table = (
    <table
      {...props}
      className={className ? `${classes.table} ${className}` : classes.table}
      style={
        { '--plain-table-spacing': `var(--mantine-spacing-${spacing})`, minWidth, ...style } as CSSProperties
      }
    />
  );
  return minWidth ? <div className={classes.scroll}>{table}</div> : table;
}
