import { ProgressBar } from "primereact/progressbar";
import { useTranslation } from "react-i18next";
import { useNavigation } from "react-router-dom";

/** A thin bar while the next screen is checked and loaded. */
export function NavigationProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  if (navigation.state === "idle") return null;
  return <ProgressBar mode="indeterminate" className="navigation-progress" aria-label={t("common.loading")} style={{ height: "3px" }} />;
}
