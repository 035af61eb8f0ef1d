import { Button } from "primereact/button";
import { Dialog } from "primereact/dialog";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { FieldMessage } from "../../../components/object-list/use-object-form";
import { ParticipantSelector } from "../../../components/participant-selector/participant-selector";
import { rankProblemOf, type RankProblems } from "./plan-form-model";
import { RankCard } from "./rank-card";
import { RankEntries } from "./rank-entries";
import { moveEntryToRank, moveEntryWithin, moveRank, newRank, removeEntryFrom, removeRank, setRankEntries, setWaitTime, type RankDraft } from "./ranks-model";

interface RanksEditorProps {
  ranks: RankDraft[];
  onChange: (ranks: RankDraft[]) => void;
  /** Whether the form's own problems with single ranks are shown yet (after a save was tried). */
  showProblems: boolean;
  /** What the server said about single ranks and entries. */
  serverProblems: RankProblems;
  say: (message: FieldMessage | undefined) => string | undefined;
  /** The plan's organization: only participants and groups of it and above it are offered. */
  orgId: number | null;
}

/** The ranks of a plan as cards, rank 1 first; participants and groups are chosen for one rank at a time. */
export function RanksEditor({ ranks, onChange, showProblems, serverProblems, say, orgId }: RanksEditorProps) {
  const { t } = useTranslation();
  const [choosingFor, setChoosingFor] = useState<string | null>(null);
  const chosenRank = ranks.findIndex((rank) => rank.key === choosingFor);
  const rankLabel = (index: number) => t("alarmPlans.ranks.rank", { number: index + 1 });
  const entryErrors = Object.fromEntries(Object.entries(serverProblems.entries).map(([id, message]) => [id, say(message) ?? ""]));

  return (
    <>
      <ol className="ranks-editor stack gap-l bare-list">
        {ranks.map((rank, index) => (
          <RankCard
            key={rank.key}
            rank={rank}
            index={index}
            rankCount={ranks.length}
            error={say(serverProblems.ranks[rank.key] ?? (showProblems ? rankProblemOf(rank) : undefined))}
            onWaitTime={(waitTime) => onChange(setWaitTime(ranks, rank.key, waitTime))}
            onMove={(to) => onChange(moveRank(ranks, index, to))}
            onRemove={() => onChange(removeRank(ranks, rank.key))}
            onChoose={() => setChoosingFor(rank.key)}
          >
            <RankEntries
              id={`plan-rank-${index}-entries`}
              rankLabel={rankLabel(index)}
              entries={rank.entries}
              otherRanks={ranks.flatMap((other, otherIndex) => (other.key === rank.key ? [] : [{ key: other.key, label: rankLabel(otherIndex) }]))}
              entryErrors={entryErrors}
              onReorder={(entries) => onChange(setRankEntries(ranks, rank.key, entries))}
              onMove={(from, to) => onChange(moveEntryWithin(ranks, rank.key, from, to))}
              onMoveToRank={(entryId, rankKey) => onChange(moveEntryToRank(ranks, entryId, rankKey))}
              onRemove={(entryId) => onChange(removeEntryFrom(ranks, rank.key, entryId))}
            />
          </RankCard>
        ))}
      </ol>
      <Button
        type="button"
        className="ranks-editor__add"
        label={t("alarmPlans.ranks.add")}
        icon="pi pi-plus"
        outlined
        onClick={() => onChange([...ranks, newRank()])}
      />
      <Dialog
        visible={chosenRank >= 0}
        onHide={() => setChoosingFor(null)}
        header={chosenRank >= 0 ? t("alarmPlans.selector.header", { rank: rankLabel(chosenRank) }) : ""}
        className="rank-selector-dialog"
        footer={<Button type="button" label={t("alarmPlans.selector.done")} icon="pi pi-check" onClick={() => setChoosingFor(null)} />}
        blockScroll
      >
        {chosenRank >= 0 && (
          <>
            <p className="rank-selector-dialog__hint muted">{t("alarmPlans.selector.hint")}</p>
            <ParticipantSelector
              value={ranks[chosenRank]!.entries}
              onChange={(entries) => onChange(setRankEntries(ranks, ranks[chosenRank]!.key, entries))}
              allowParticipants
              allowParticipantGroups
              usableInOrgId={orgId}
              label={t("alarmPlans.selector.label", { rank: rankLabel(chosenRank) })}
            />
          </>
        )}
      </Dialog>
    </>
  );
}
