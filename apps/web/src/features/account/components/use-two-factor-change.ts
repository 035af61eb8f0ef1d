import type { TwoFactorSetup } from "@alarm/contract";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { isCodeRefusal, SIX_DIGITS } from "../../../components/code-field";
import { describeError } from "../../../components/toast/describe-error";
import { useToast } from "../../../components/toast/toast-context";
import { useConfirmTwoFactor, useDisableTwoFactor, useGenerateTwoFactorSetup } from "../api/two-factor";

type Step = { kind: "idle" } | { kind: "setup"; setup: TwoFactorSetup } | { kind: "disable" };

/**
 * Turning two-factor authentication on (a new secret, then a code from it) or off (a current code):
 * the step shown, the code typed with its problem, and the requests.
 */
export function useTwoFactorChange() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const generate = useGenerateTwoFactorSetup();
  const confirm = useConfirmTwoFactor();
  const disable = useDisableTwoFactor();
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [code, setCode] = useState("");
  const [codeError, setCodeError] = useState<string | null>(null);
  const change = step.kind === "disable" ? disable : confirm;

  const reset = () => {
    setStep({ kind: "idle" });
    setCode("");
    setCodeError(null);
  };

  const start = () =>
    generate.mutate(undefined, {
      onSuccess: (setup) => {
        setCode("");
        setCodeError(null);
        setStep({ kind: "setup", setup });
      },
      onError: (error) => toast.showError(error),
    });

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    if (!SIX_DIGITS.test(code)) {
      setCodeError(t("common.codeSixDigits"));
      return;
    }
    const turningOff = step.kind === "disable";
    change.mutate(code, {
      onSuccess: () => {
        reset();
        toast.show({
          severity: "success",
          summary: t("account.twoFactor.title"),
          detail: turningOff ? t("account.twoFactor.disabled") : t("account.twoFactor.enabled"),
        });
      },
      onError: (error) => {
        if (isCodeRefusal(error)) setCodeError(describeError(error, i18n).detail);
        else toast.showError(error);
      },
    });
  };

  const typeCode = (digits: string) => {
    setCode(digits);
    setCodeError(null);
  };

  return {
    step,
    startDisabling: () => setStep({ kind: "disable" }),
    start,
    starting: generate.isPending,
    code,
    codeError,
    typeCode,
    submitCode,
    reset,
    sending: change.isPending,
  };
}

export type TwoFactorChange = ReturnType<typeof useTwoFactorChange>;
