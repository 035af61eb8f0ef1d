import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { PageHeader } from "./page-header";
import { StateCard } from "./state-card";

interface NotAvailableProps {
  title: string;
  /** A PrimeIcons class, e.g. "pi-users". */
  icon: string;
  /** Shown above the notice, e.g. a welcome line. */
  children?: ReactNode;
}

/** The state of a screen that a later version fills: its title, an icon and a clear notice. */
export function NotAvailable({ title, icon, children }: NotAvailableProps) {
  const { t } = useTranslation();
  return (
    <section className="page">
      <PageHeader title={title} icon={icon} />
      {children}
      <StateCard icon="pi-wrench" title={t("notAvailable.title")} text={t("notAvailable.detail")} />
    </section>
  );
}
