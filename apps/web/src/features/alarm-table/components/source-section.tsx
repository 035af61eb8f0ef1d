import type { AlarmSource } from "@alarm/contract";
import { Tag } from "primereact/tag";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { CODE_TEXT_STYLE } from "../../../components/integrations/copyable";
import { INTEGRATION_KIND_ICON, integrationKindKey, SEVERITY_TAG } from "../../../components/integrations/integration-kind";
import { detailsText, isWebAddress } from "../model/source-view";

/** Name → value pairs of the source (fields, annotations) in the facts grid of the details. */
function Pairs({ pairs, testId }: { pairs: Record<string, string>; testId: string }) {
  return (
    <dl className="alarm-summary__facts" data-testid={testId}>
      {Object.entries(pairs).map(([name, value]) => (
        <div key={name}>
          <dt className="breakable">{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function SourcePart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="stack gap-xs">
      <h4 className="muted" style={{ margin: 0, fontSize: "0.9rem" }}>
        {title}
      </h4>
      {children}
    </div>
  );
}

const hasAny = (pairs: Record<string, string>) => Object.keys(pairs).length > 0;

/** What the system that raised the alarm told: its key, severity, dedup key, fields, labels, annotations, details and links. */
export function SourceSection({ source }: { source: AlarmSource }) {
  const { t } = useTranslation();
  return (
    <section className="alarm-details__section stack gap-m" aria-labelledby="alarm-source-title" data-testid="alarm-source">
      <h3 id="alarm-source-title">{t("alarmTable.source.title")}</h3>
      <dl className="alarm-summary__facts">
        <div>
          <dt>{t("alarmTable.source.integration")}</dt>
          <dd className="cluster gap-s">
            <i className={`pi ${INTEGRATION_KIND_ICON[source.kind]}`} aria-hidden="true" />
            <span>{t("alarmTable.source.keyOfKind", { name: source.keyName, kind: t(integrationKindKey(source.kind)) })}</span>
          </dd>
        </div>
        {source.severity && (
          <div>
            <dt>{t("alarmTable.source.severity")}</dt>
            <dd>
              <Tag severity={SEVERITY_TAG[source.severity]} value={t(`alarmTable.source.severities.${source.severity}`)} />
            </dd>
          </div>
        )}
        {source.dedupKey && (
          <div>
            <dt>{t("alarmTable.source.dedupKey")}</dt>
            <dd>
              <code>{source.dedupKey}</code>
            </dd>
          </div>
        )}
      </dl>
      {hasAny(source.fields) && (
        <SourcePart title={t("alarmTable.source.fields")}>
          <Pairs pairs={source.fields} testId="alarm-source-fields" />
        </SourcePart>
      )}
      {hasAny(source.labels) && (
        <SourcePart title={t("alarmTable.source.labels")}>
          <ul className="bare-list cluster wrap gap-xs" data-testid="alarm-source-labels">
            {Object.entries(source.labels).map(([name, value]) => (
              <li key={name}>
                <Tag severity="secondary" className="breakable" value={`${name}=${value}`} />
              </li>
            ))}
          </ul>
        </SourcePart>
      )}
      {hasAny(source.annotations) && (
        <SourcePart title={t("alarmTable.source.annotations")}>
          <Pairs pairs={source.annotations} testId="alarm-source-annotations" />
        </SourcePart>
      )}
      {source.details !== null && source.details !== undefined && (
        <SourcePart title={t("alarmTable.source.details")}>
          <pre className="frame" style={CODE_TEXT_STYLE} tabIndex={0} data-testid="alarm-source-details">
            {detailsText(source.details)}
          </pre>
        </SourcePart>
      )}
      {source.links.length > 0 && (
        <SourcePart title={t("alarmTable.source.links")}>
          <ul className="bare-list stack gap-xs" data-testid="alarm-source-links">
            {source.links.map((link, index) => (
              <li key={`${index}-${link.href}`}>
                {isWebAddress(link.href) ? (
                  <a href={link.href} target="_blank" rel="noopener noreferrer" className="inline-cluster gap-xs breakable">
                    <i className="pi pi-external-link" aria-hidden="true" />
                    <span>{link.text || link.href}</span>
                  </a>
                ) : (
                  <span className="breakable">
                    {link.text && `${link.text}: `}
                    <code>{link.href}</code>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </SourcePart>
      )}
    </section>
  );
}
