import {
  PACKAGE_MESSAGES,
  statusLabel,
  WAREHOUSE_MESSAGES,
  type WarehouseShipment,
  warehouseScanRefused,
} from '@ukgh/domain';
import { useState } from 'react';
import { notifyFailure, serverReason } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { newWarehouseMove, useWarehouseMove } from '../api/warehouse-actions.ts';
import { lookUpPackage } from '../api/warehouse-packages.ts';
import { SCAN_MODES, type ScanMode, scanActionFor, scanCode } from '../model/warehouse-stages.ts';

export interface ScanLogEntry {
  id: number;
  code: string;
  ok: boolean;
  text: string;
}

const LOG_LENGTH = 8;
let nextId = 1;

/**
 * What a typed or scanned code does: find the package (`lookup`), or find it and make the mode's step at once,
 * so a stack of parcels is received or consolidated one scan after another. Each scan leaves a line in the
 * session's log, so the agent sees which parcels went through and which did not, and why.
 */
export const useWarehouseScan = (mode: ScanMode) => {
  const move = useWarehouseMove();
  const [looking, setLooking] = useState(false);
  const [found, setFound] = useState<WarehouseShipment | null>(null);
  const [log, setLog] = useState<ScanLogEntry[]>([]);
  const [error, setError] = useState<string | null>(null);

  const record = (code: string, ok: boolean, text: string) =>
    setLog((current) => [{ id: nextId++, code, ok, text }, ...current].slice(0, LOG_LENGTH));

  const submit = async (raw: string): Promise<boolean> => {
    const code = scanCode(raw);
    if (!code) {
      setError(WAREHOUSE_MESSAGES.scanEmpty);
      return false;
    }
    setError(null);
    setLooking(true);
    let shipment: WarehouseShipment | null;
    try {
      shipment = await lookUpPackage(code);
    } catch (cause) {
      notifyFailure(PACKAGE_MESSAGES.scanFailed, cause);
      record(code, false, PACKAGE_MESSAGES.scanFailed);
      return false;
    } finally {
      setLooking(false);
    }
    if (!shipment) {
      toast.error(PACKAGE_MESSAGES.notFound);
      record(code, false, PACKAGE_MESSAGES.notFound);
      setFound(null);
      return false;
    }
    if (mode === 'lookup') {
      toast.success(PACKAGE_MESSAGES.found);
      setFound(shipment);
      return true;
    }
    const action = scanActionFor(mode, shipment);
    if (!action) {
      const verb = SCAN_MODES.find((m) => m.value === mode)!.verb;
      const text = warehouseScanRefused(statusLabel(shipment.current_status), verb);
      toast.error(`${shipment.tracking_code} ${text}`);
      record(shipment.tracking_code, false, text);
      setFound(shipment);
      return false;
    }
    setFound(null);
    try {
      await move.mutateAsync(newWarehouseMove({ packageId: shipment.id, status: action.to }));
      record(shipment.tracking_code, true, action.done);
      return true;
    } catch (cause) {
      // The mutation has shown its toast; the log keeps the server's reason beside the parcel.
      record(shipment.tracking_code, false, serverReason(cause) ?? PACKAGE_MESSAGES.statusUpdateFailed);
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
