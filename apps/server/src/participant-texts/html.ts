/** Markup that is already safe; everything else put into `html` is escaped. */
export class SafeHtml {
  constructor(readonly markup: string) {}

  toString(): string {
    return this.markup;
  }
}

type Interpolated = string | number | SafeHtml | readonly SafeHtml[] | null | undefined | false;

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** Text made safe for HTML content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character]!);
}

/**
 * Template tag for HTML: interpolated text is escaped, `SafeHtml` (and arrays of it) is kept,
 * null, undefined and false disappear. So a name or text from the database can never become markup.
 */
export function html(strings: TemplateStringsArray, ...values: Interpolated[]): SafeHtml {
  let markup = strings[0]!;
  values.forEach((value, index) => {
    markup += render(value) + strings[index + 1]!;
  });
  return new SafeHtml(markup);
}

function render(value: Interpolated): string {
  if (value === null || value === undefined || value === false) return "";
  if (value instanceof SafeHtml) return value.markup;
  if (Array.isArray(value)) return value.map((part: SafeHtml) => part.markup).join("");
  return escapeHtml(String(value));
}

/** Plain text with its line breaks kept as <br>. */
export function multiline(text: string): SafeHtml {
  return new SafeHtml(text.split(/\r?\n/).map(escapeHtml).join("<br>"));
}
