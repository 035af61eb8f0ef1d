import { Button } from "primereact/button";
import type { ReactNode } from "react";
import { InputNumber } from "primereact/inputnumber";
import { useTranslation } from "react-i18next";
import { fieldAria } from "../../../components/form-field";
import { WAIT_TIME_MAX, WAIT_TIME_MIN, type RankDraft } from "./ranks-model";

interface RankCardProps {
  rank: RankDraft;
  /** Counts from 0; the card says "Rank {index + 1}". */
  index: number;
  rankCount: number;
  /** A problem with the rank as a whole (no one in it, wait time). */
  error?: string;
  /** The list of entries, drawn by the ranks editor. */
  children: ReactNode;
  onWaitTime: (waitTime: number | null) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  onChoose: () => void;
}

export const rankCardId = (index: number) => `plan-rank-${index}`;

/** One rank: its number, wait time, order among the ranks, its entries and the button adding more. */
export function RankCard({ rank, index, rankCount, error, children, onWaitTime, onMove, onRemove, onChoose }: RankCardProps) {
  const { t } = useTranslation();
  const id = rankCardId(index);
  const label = t("alarmPlans.ranks.rank", { number: index + 1 });
  const waitId = `${id}-wait`;
  const errorId = `${id}-error`;

  return (
    <li className={`rank-card frame stack gap-s${error ? " rank-card--invalid" : ""}`} aria-labelledby={`${id}-title`} data-rank={index + 1}>
      <div className="rank-card__header cluster wrap">
        <h4 id={`${id}-title`} className="rank-card__title cluster">
          <span className="rank-card__badge" aria-hidden="true">
            {index + 1}
          </span>
          {label}
          <span className="rank-card__count muted">{t("alarmPlans.ranks.entryCount", { count: rank.entries.length })}</span>
        </h4>
        <div className="rank-card__wait cluster">
          <label htmlFor={waitId}>{t("alarmPlans.ranks.waitTime")}</label>
          <InputNumber
            inputId={waitId}
            value={rank.waitTime}
            onValueChange={(event) => onWaitTime(event.value ?? null)}
            min={WAIT_TIME_MIN}
            max={WAIT_TIME_MAX}
            useGrouping={false}
            suffix={` ${t("alarmPlans.ranks.minutes")}`}
            size={6}
            inputClassName="rank-card__wait-input"
            invalid={rank.waitTime === null}
            {...fieldAria(waitId, error && rank.waitTime === null ? error : null)}
          />
        </div>
        <div className="rank-card__actions row">
          <Button
            type="button"
            icon="pi pi-chevron-up"
            text
            rounded
            size="small"
            disabled={index === 0}
            aria-label={t("alarmPlans.ranks.moveUp", { rank: label })}
            title={t("alarmPlans.ranks.moveUpShort")}
            onClick={() => onMove(index - 1)}
          />
          <Button
            type="button"
            icon="pi pi-chevron-down"
            text
            rounded
            size="small"
            disabled={index === rankCount - 1}
            aria-label={t("alarmPlans.ranks.moveDown", { rank: label })}
            title={t("alarmPlans.ranks.moveDownShort")}
            onClick={() => onMove(index + 1)}
          />
          <Button
            type="button"
            icon="pi pi-trash"
            text
            rounded
            size="small"
            severity="danger"
            aria-label={t("alarmPlans.ranks.remove", { rank: label })}
            title={t("alarmPlans.ranks.removeShort")}
            onClick={onRemove}
          />
        </div>
      </div>
      {error && (
        <small id={errorId} className="form-field__error rank-card__error" role="alert">
          {error}
        </small>
      )}
      {children}
      <Button
        type="button"
        className="rank-card__choose"
        label={t("alarmPlans.ranks.choose")}
        icon="pi pi-user-plus"
        outlined
        size="small"
        aria-haspopup="dialog"
        aria-label={t("alarmPlans.ranks.chooseFor", { rank: label })}
        onClick={onChoose}
      />
    </li>
  );
}
