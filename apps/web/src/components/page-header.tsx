import { useDocumentTitle } from "./use-document-title";

interface PageHeaderProps {
  title: string;
  icon?: string;
}

/** The title of a screen (also the browser tab's title). */
export function PageHeader({ title, icon }: PageHeaderProps) {
  useDocumentTitle(title);
  return (
    <h1 className="page-title">
      {icon && <i className={`pi ${icon}`} aria-hidden="true" />}
      {title}
    </h1>
  );
}
