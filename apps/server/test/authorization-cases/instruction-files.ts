import type { Case } from "./victim.js";

const base = "/rest/admin/instructions";

/** Instruction files under /rest/admin; the victim's file has a row but no bytes on disk. */
export const INSTRUCTION_FILE_CASES: Record<string, Case> = {
  [`GET ${base}/instruction-files`]: (v) => ({ url: `${base}/instruction-files?orgId=${v.orgId}` }),
  [`POST ${base}/upload`]: (v) => ({ url: `${base}/upload?orgId=${v.orgId}` }),
  [`POST ${base}/upload-files`]: (v) => ({ url: `${base}/upload-files?orgId=${v.childOrgId}` }),
  [`GET ${base}/download`]: (v) => ({ url: `${base}/download?path=${encodeURIComponent(v.instructionPath)}` }),
  [`PATCH ${base}/move`]: (v) => ({ url: `${base}/move?orgId=${v.outsiderOrgId || 1}`, payload: { paths: [v.instructionPath] } }),
  [`DELETE ${base}/delete`]: (v) => ({ url: `${base}/delete`, payload: { paths: [v.instructionPath] } }),
};
