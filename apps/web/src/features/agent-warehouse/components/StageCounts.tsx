import { SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core';
import type { WarehouseCounts } from '../api/warehouse-types.ts';
import { STAGE_TILES } from '../model/warehouse-stages.ts';
import classes from './StageCounts.module.css';

interface Props {
  counts: WarehouseCounts | undefined;
  loading: boolean;
  /** The stage whose packages the list shows, or null for all. */
  selected: string | null;
  onSelect: (status: string | null) => void;
}

/** The counters by stage; each is a button that filters the list to that stage (tap again for all). */
export function StageCounts({ counts, loading, selected, onSelect }: Props) {
  return (
    // Phone: the UK side and transit on one row, Ghana on the next; desk: the whole route in one row.
    <SimpleGrid cols={{ base: 4, lg: 7 }} spacing={{ base: 6, sm: 'sm' }} mb="lg">
      {STAGE_TILES.map((stage) => {
        const active = selected === stage.status;
        return (
          <UnstyledButton
            key={stage.key}
            className={classes.tile}
            data-side={stage.side}
            data-active={active || undefined}
            aria-pressed={active}
            data-testid={`stage-${stage.key}`}
            onClick={() => onSelect(active ? null : stage.status)}
          >
            {loading ? (
              <Skeleton height={28} width={32} />
            ) : (
              <Text fz={{ base: 24, sm: 28 }} fw={800} lh={1.1} data-testid={`stage-${stage.key}-count`}>
                {counts?.[stage.key] ?? '—'}
              </Text>
            )}
            <Text fz={{ base: 11, sm: 13 }} fw={600} lh={1.25} mt={4} className={classes.label}>
              {stage.label}
            </Text>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
}
