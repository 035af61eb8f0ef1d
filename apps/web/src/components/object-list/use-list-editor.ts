import { useNavigate, useParams, useSearchParams } from "react-router-dom";
import { editorTargetOf, type NEW_SEGMENT } from "../../lib/editor-target";

/**
 * The editor an object list screen opens, at `<path>/{id}` (/users/42, /users/new) or, on the
 * screens without an {id} segment (docs/domain-rules.md#screens), at `<path>?id=` (`inQuery`).
 * `gone` is for a deleted (or restored) object: the list forgets it and its open editor closes.
 */
export function useListEditor(path: string, list: { forget: (id: number) => void }, { inQuery = false } = {}) {
  const navigate = useNavigate();
  const segment = useParams().id;
  const [query] = useSearchParams();
  const target = editorTargetOf(inQuery ? (query.get("id") ?? undefined) : segment);
  const open = (id: number | typeof NEW_SEGMENT) => navigate(inQuery ? `${path}?id=${id}` : `${path}/${id}`);
  const close = () => navigate(path);
  const gone = (id: number) => {
    list.forget(id);
    if (target?.kind === "existing" && target.id === id) close();
  };
  return { target, open, close, gone };
}
