import { useState } from "react";
import { DutyOverrideDialog } from "./duty-override-dialog";
import type { OverridePrefill } from "./override-form-model";

/** The override dialog of a view: `open` with the values to start from, `dialog` to render once. */
export function useOverrideDialog(usableInOrgId: number | null) {
  const [prefill, setPrefill] = useState<OverridePrefill | null>(null);
  return { open: setPrefill, dialog: <DutyOverrideDialog prefill={prefill} usableInOrgId={usableInOrgId} onHide={() => setPrefill(null)} /> };
}
