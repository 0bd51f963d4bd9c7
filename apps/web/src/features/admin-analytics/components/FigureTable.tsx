import { Table } from '@mantine/core';

export interface FigureColumn<Row> {
  label: string;
  value: (row: Row) => string | number;
  numeric?: boolean;
}

/** The numbers behind a chart, as a captioned table: screen readers and phones read every figure here. */
export function FigureTable<Row>({
  caption,
  columns,
  rows,
  testId,
  scroll = false,
}: {
  caption: string;
  columns: FigureColumn<Row>[];
  rows: Row[];
  testId: string;
  /** Long lists (a bucket per day) scroll inside a fixed height, beside a chart of the same height. */
  scroll?: boolean;
}) {
  return (
    <Table.ScrollContainer
      minWidth={260}
      maxHeight={scroll ? 320 : undefined}
      // A region that scrolls is focusable, so it can be scrolled from the keyboard.
      scrollAreaProps={{ viewportProps: { tabIndex: 0, 'aria-label': caption } }}
    >
      <Table striped stickyHeader fz="sm" captionSide="top" data-testid={testId}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.label} ta={c.numeric ? 'right' : undefined}>
                {c.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => (
            // Rows are the endpoint's fixed lists (buckets, stages, agents), never reordered.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <Table.Tr key={i}>
              {columns.map((c) => (
                <Table.Td key={c.label} ta={c.numeric ? 'right' : undefined}>
                  {c.value(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
