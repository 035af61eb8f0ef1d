/** An icon per extension (xls, xlsx, doc, docx, ppt, pptx, pdf, html, jpg), a generic one otherwise (docs/domain-rules.md#constants). */
type IconKind = "excel" | "word" | "powerpoint" | "pdf" | "html" | "image" | "generic";

const KIND_BY_TYPE: Record<string, IconKind> = {
  xls: "excel",
  xlsx: "excel",
  doc: "word",
  docx: "word",
  ppt: "powerpoint",
  pptx: "powerpoint",
  pdf: "pdf",
  html: "html",
  htm: "html",
  jpg: "image",
  jpeg: "image",
  png: "image",
};

/** The primeicons glyph of each kind; PowerPoint and HTML have none, so a mark is drawn on a plain file. */
const GLYPH: Record<IconKind, string> = {
  excel: "pi-file-excel",
  word: "pi-file-word",
  powerpoint: "pi-file",
  pdf: "pi-file-pdf",
  html: "pi-file",
  image: "pi-image",
  generic: "pi-file",
};

const MARK: Partial<Record<IconKind, string>> = { powerpoint: "P", html: "</>" };

export const iconKindOf = (type: string): IconKind => KIND_BY_TYPE[type.toLowerCase()] ?? "generic";

export function FileIcon({ type, size = "large" }: { type: string; size?: "large" | "small" }) {
  const kind = iconKindOf(type);
  const mark = MARK[kind];
  return (
    <span className={`file-icon file-icon--${kind} file-icon--${size}`} data-kind={kind} aria-hidden="true">
      <i className={`pi ${GLYPH[kind]}`} />
      {mark && <span className="file-icon__mark">{mark}</span>}
    </span>
  );
}
