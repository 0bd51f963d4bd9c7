import { useQueryClient } from '@tanstack/react-query';
import {
  AGENT_OFFLINE_MESSAGES,
  DEPARTURE_MESSAGES,
  PACKAGE_MESSAGES,
  statusLabel,
  WAREHOUSE_MESSAGES,
  type WarehouseShipment,
  warehouseScanRefused,
} from '@ukgh/domain';
import { useRef, useState } from 'react';
import { notifyFailure } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useWarehouseMove, useWarehouseMoveEvents } from '../api/warehouse-actions.ts';
import { knownPackages, lookUpPackage } from '../api/warehouse-packages.ts';
import { SCAN_MODES, type ScanMode, scanActionFor, scanCode } from '../model/warehouse-stages.ts';

export interface ScanLogEntry {
  id: string;
  code: string;
  state: 'done' | 'waiting' | 'failed';
  text: string;
  /** The queued action this line waits on, and what it says once the server has taken it. */
  actionId?: string;
  doneText?: string;
}

const LOG_LENGTH = 8;
let nextId = 1;

/**
 * What a typed or scanned code does: find the package (`lookup`), or find it and make the mode's step at once,
 * so a stack of parcels is received or consolidated one scan after another. Each scan leaves a line in the
 * session's log that follows its action through the phone's queue (waiting to send, done, or refused and why).
 */
export const useWarehouseScan = (mode: ScanMode, departure: { id: string; name: string } | null = null) => {
  const move = useWarehouseMove();
  const queryClient = useQueryClient();
  const [looking, setLooking] = useState(false);
  const [found, setFound] = useState<WarehouseShipment | null>(null);
  const [log, setLog] = useState<ScanLogEntry[]>([]);
  const [error, setError] = useState<string | null>(null);

  // Answers by action id: one may arrive before its line is written (a fast network), so lines read it here too.
  const answers = useRef(new Map<string, { ok: boolean; reason: string | null }>());
  const settled = (entry: ScanLogEntry): ScanLogEntry => {
    const answer = entry.actionId ? answers.current.get(entry.actionId) : undefined;
    if (!answer) return entry;
    return answer.ok
      ? { ...entry, state: 'done', text: entry.doneText ?? entry.text }
      : { ...entry, state: 'failed', text: answer.reason ?? PACKAGE_MESSAGES.statusUpdateFailed };
  };

  const record = (entry: Omit<ScanLogEntry, 'id'>) =>
    setLog((current) => [settled({ id: `scan-${nextId++}`, ...entry }), ...current].slice(0, LOG_LENGTH));

  useWarehouseMoveEvents((event) => {
    answers.current.set(event.action.id, { ok: event.type === 'sent', reason: event.action.reason });
    setLog((current) => current.map(settled));
    // The package a look-up found stays on show as it is now, with its new buttons.
    if (event.type === 'sent') {
      const moved = event.response as WarehouseShipment | undefined;
      setFound((current) => (moved && current?.id === moved.id ? moved : current));
    }
  });

  const submit = async (raw: string): Promise<boolean> => {
    const code = scanCode(raw);
    if (!code) {
      setError(WAREHOUSE_MESSAGES.scanEmpty);
      return false;
    }
    // Consolidating is loading onto a departure: the agent chooses which first (issue 15).
    if (mode === 'consolidate' && !departure) {
      setError(DEPARTURE_MESSAGES.chooseDeparture);
      return false;
    }
    setError(null);
    setLooking(true);
    let shipment: WarehouseShipment | null;
    try {
      shipment = await lookUpPackage(code, () => knownPackages(queryClient));
    } catch (cause) {
      notifyFailure(PACKAGE_MESSAGES.scanFailed, cause);
      record({ code, state: 'failed', text: PACKAGE_MESSAGES.scanFailed });
      return false;
    } finally {
      setLooking(false);
    }
    if (!shipment) {
      toast.error(PACKAGE_MESSAGES.notFound);
      record({ code, state: 'failed', text: PACKAGE_MESSAGES.notFound });
      setFound(null);
      return false;
    }
    if (mode === 'lookup') {
      toast.success(PACKAGE_MESSAGES.found);
      setFound(shipment);
      return true;
    }
    const step = scanActionFor(mode, shipment);
    if (!step) {
      const verb = SCAN_MODES.find((m) => m.value === mode)!.verb;
      const text = warehouseScanRefused(statusLabel(shipment.current_status), verb);
      toast.error(`${shipment.tracking_code} ${text}`);
      record({ code: shipment.tracking_code, state: 'failed', text });
      setFound(shipment);
      return false;
    }
    setFound(null);
    try {
      const queued = await move.mutateAsync({
        packageId: shipment.id,
        status: step.to,
        label: `${step.label}: ${shipment.tracking_code}`,
        departureId: step.kind === 'consolidate' ? departure?.id : undefined,
      });
      record({
        code: shipment.tracking_code,
        state: 'waiting',
        text: AGENT_OFFLINE_MESSAGES.waitingToSend,
        actionId: queued.id,
        doneText:
          step.kind === 'consolidate' && departure ? `${step.done} onto ${departure.name}` : step.done,
      });
      return true;
    } catch {
      // The mutation has said why the phone could not keep it.
      return false;
    }
  };

  return {
    submit,
    busy: looking || move.isPending,
    found,
    setFound,
    log,
    error,
    clearError: () => setError(null),
  };
};
