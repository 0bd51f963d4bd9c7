import { Center, Pagination, Text } from '@mantine/core';

interface Props {
  page: number;
  pageSize: number;
  count: number;
  onChange: (page: number) => void;
}

/** Pages under a list; nothing when everything fits on one. */
export function ListPagination({ page, pageSize, count, onChange }: Props) {
  const total = Math.ceil(count / pageSize);
  if (total <= 1) return null;
  const first = (page - 1) * pageSize + 1;
  return (
    <Center mt="xl" style={{ flexDirection: 'column', gap: 8 }}>
      <Pagination total={total} value={page} onChange={onChange} size="sm" siblings={1} />
      <Text fz="xs" c="dimmed">
        {first}–{Math.min(count, page * pageSize)} of {count}
      </Text>
    </Center>
  );
}
