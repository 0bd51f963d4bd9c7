import { Center, Pagination, Text } from '@mantine/core';
import { cappedCountText } from '../../lib/format-count.ts';

interface Props {
  page: number;
  pageSize: number;
  count: number;
  /** The server stopped counting at `count` (shown "1,000+"): pages go on while it says there is a next one. */
  capped?: boolean | undefined;
  hasNext?: boolean | undefined;
  onChange: (page: number) => void;
}

// Mantine's arrows are icons only: without these names a screen reader announced each as "button".
const ARROW_NAMES: Record<string, string> = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
};
const arrowProps = (control: string) => ({ 'aria-label': ARROW_NAMES[control] });

/** Pages under a list; nothing when everything fits on one. */
export function ListPagination({ page, pageSize, count, capped, hasNext, onChange }: Props) {
  const counted = Math.ceil(count / pageSize);
  const total = capped ? Math.max(counted, page + (hasNext ? 1 : 0)) : counted;
  if (total <= 1) return null;
  const first = (page - 1) * pageSize + 1;
  const last = capped ? page * pageSize : Math.min(count, page * pageSize);
  return (
    <Center mt="xl" style={{ flexDirection: 'column', gap: 8 }}>
      <Pagination
        total={total}
        value={page}
        onChange={onChange}
        size="sm"
        siblings={1}
        getControlProps={arrowProps}
      />
      <Text fz="xs" c="dimmed">
        {first}–{last} of {cappedCountText({ count, capped: Boolean(capped) })}
      </Text>
    </Center>
  );
}
