import { describe, expect, it } from 'vitest';
import { lastStageStatus, shipmentProgress } from './progress.ts';

describe('shipmentProgress', () => {
  it.each([
    ['pending', 11],
    ['booked', 11],
    ['confirmed', 22],
    ['pickup_assigned', 22],
    ['picked_up', 33],
    ['at_uk_warehouse', 44],
    ['consolidated', 44],
    ['in_transit', 56],
    ['arrived_ghana', 67],
    ['AT_GH_WAREHOUSE', 78],
    ['out_for_delivery', 89],
    ['delivered', 100],
    ['cancelled', 0],
    ['rejected', 0],
    ['something else', 0],
  ])('%s → %i%%', (status, percent) => {
    expect(shipmentProgress({ status })).toEqual({ percent, exception: false });
  });

  it('is red when the last event is an exception, and keeps the status percentage', () => {
    const history = [
      { status: 'in_transit', timestamp: '2025-03-06T09:00:00Z' },
      { status: 'in_transit', code: 'exception', timestamp: '2025-03-07T09:00:00Z' },
    ];
    expect(shipmentProgress({ status: 'in_transit', history })).toEqual({ percent: 56, exception: true });
    expect(shipmentProgress({ status: 'in_transit', history: history.slice(0, 1) }).exception).toBe(false);
  });

  it('draws an exception status at the last stage the goods reached', () => {
    const history = [
      { status: 'picked_up', timestamp: '2025-03-03T09:00:00Z' },
      { status: 'at_warehouse', timestamp: '2025-03-04T09:00:00Z' },
      { status: 'exception', code: 'exception', timestamp: '2025-03-05T09:00:00Z' },
    ];
    expect(shipmentProgress({ status: 'exception', history })).toEqual({ percent: 44, exception: true });
    // A list item has no history: the server sends the last stage reached, so a card shows the same.
    expect(shipmentProgress({ status: 'exception', reached: 'in_transit' })).toEqual({
      percent: 56,
      exception: true,
    });
    expect(shipmentProgress({ status: 'exception', exception: true, reached: 'at_uk_warehouse' })).toEqual({
      percent: 44,
      exception: true,
    });
    // Without anything reached it is still red, never a plain empty bar.
    expect(shipmentProgress({ status: 'exception' })).toEqual({ percent: 0, exception: true });
  });

  it('names the last real stage of a history, skipping exceptions and consolidation', () => {
    expect(
      lastStageStatus([
        { status: 'picked_up', timestamp: '2025-03-03T09:00:00Z' },
        { status: 'in_transit', timestamp: '2025-03-05T09:00:00Z' },
        { status: 'consolidated', code: 'consolidated', timestamp: '2025-03-06T09:00:00Z' },
        { status: 'exception', code: 'exception', timestamp: '2025-03-07T09:00:00Z' },
      ]),
    ).toBe('in_transit');
    expect(lastStageStatus([])).toBeNull();
  });
});
