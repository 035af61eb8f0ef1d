import type { CurrentUser } from "@alarm/contract";
import { Chip } from "primereact/chip";
import { useTranslation } from "react-i18next";

/** Who is signed in: login, name, surname, organization and authorities. */
export function ProfileSummary({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const rows: [string, string][] = [
    [t("account.profile.login"), user.login],
    [t("account.profile.name"), user.name],
    [t("account.profile.surname"), user.surname],
    [t("account.profile.organization"), user.orgName],
  ];
  return (
    <section className="card" aria-labelledby="profile-title">
      <h2 id="profile-title" className="card__title">
        {t("account.profile.title")}
      </h2>
      <dl className="profile-list">
        {rows.map(([label, value]) => (
          <div key={label} className="profile-list__row">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div className="profile-list__row profile-list__row--wide span-all">
          <dt>{t("account.profile.authorities")}</dt>
          <dd>
            {user.authorities.length === 0 ? (
              t("account.profile.noAuthorities")
            ) : (
              <ul className="chip-list row wrap">
                {user.authorities.map((authority) => (
                  <li key={authority}>
                    <Chip label={t(`authorities.${authority}`)} />
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}
