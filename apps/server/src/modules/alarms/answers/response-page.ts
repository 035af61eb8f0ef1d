import { type AnswerChoice, LANGUAGE_TAGS, type ParticipantLanguage } from "@alarm/contract";
import { html, multiline, type SafeHtml } from "../../../participant-texts/html.js";
import { messageTexts } from "../../../participant-texts/message-texts.js";
import type { ResponseOutcome, ResponseSubject } from "../../../engine/public.js";

const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#f3f4f6;color:#111827;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
main{max-width:34rem;margin:0 auto;padding:1rem}
.card{background:#fff;border-radius:10px;border-top:6px solid #dc2626;padding:1.5rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.label{margin:0;font-size:.8rem;font-weight:700;letter-spacing:.08em;text-transform:uppercase;color:#b91c1c}
h1{margin:.25rem 0 1rem;font-size:1.5rem;line-height:1.25;overflow-wrap:anywhere}
.text{margin:0 0 1.5rem;white-space:normal;overflow-wrap:anywhere}
.question{margin:0 0 1rem;font-weight:600}
.choices{display:flex;flex-wrap:wrap;gap:.75rem}
button{flex:1 1 10rem;min-height:3.25rem;border-radius:8px;border:2px solid transparent;font:inherit;font-size:1.1rem;font-weight:700;cursor:pointer;color:#fff}
.accept{background:#15803d}
.decline{background:#b91c1c}
.choices.preselected button{background:#fff;opacity:.85}
.choices.preselected .accept{color:#15803d;border-color:#15803d}
.choices.preselected .decline{color:#b91c1c;border-color:#b91c1c}
.choices.preselected button.chosen{opacity:1;color:#fff;box-shadow:0 0 0 4px #fde68a}
.choices.preselected .accept.chosen{background:#15803d}
.choices.preselected .decline.chosen{background:#b91c1c}
button:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.hint{margin:1rem 0 0;font-size:.9rem;color:#4b5563}
.result{display:flex;gap:.75rem;align-items:flex-start;margin:0;padding:1rem;border-radius:8px;font-weight:600}
.result span{font-size:1.4rem;line-height:1}
.ok{background:#dcfce7;color:#14532d}
.no{background:#fee2e2;color:#7f1d1d}
.info{background:#e0e7ff;color:#1e3a8a}
`;

/** The frame every page shares: self-contained (inline CSS, no scripts), readable on a phone. */
function page(language: ParticipantLanguage, title: string, content: SafeHtml): string {
  return html`<!DOCTYPE html>
<html lang="${LANGUAGE_TAGS[language]}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
<style>${STYLE}</style>
</head>
<body><main><div class="card">
${content}
</div></main></body>
</html>
`.markup;
}

function alarmHeading(subject: ResponseSubject): SafeHtml {
  const words = messageTexts(subject.language);
  return html`<p class="label">${words.responseTitle}</p>
<h1>${subject.alarmName}</h1>
${subject.text ? html`<p class="text">${multiline(subject.text)}</p>` : null}`;
}

type Tone = "ok" | "no" | "info";
const SYMBOL: Record<Tone, string> = { ok: "✓", no: "✕", info: "ℹ" };

function result(tone: Tone, message: string): SafeHtml {
  return html`<p class="result ${tone}" role="status"><span aria-hidden="true">${SYMBOL[tone]}</span>${message}</p>`;
}

/**
 * What a response link opens: the alarm and the two answers as a form. `preselected` (from the
 * link's `?answer=`) is highlighted, but nothing counts until the form is sent.
 */
export function answerPage(subject: ResponseSubject, action: string, preselected: AnswerChoice | undefined): string {
  const words = messageTexts(subject.language);
  const title = `${words.responseTitle}: ${subject.alarmName}`;
  if (subject.answer) {
    return page(
      subject.language,
      title,
      html`${alarmHeading(subject)}${result(subject.answer === "ACCEPT" ? "ok" : "no", words.alreadyAnswered[subject.answer])}`,
    );
  }
  if (subject.alarmEnded) return page(subject.language, title, html`${alarmHeading(subject)}${result("info", words.alarmEnded)}`);
  const choice = (answer: AnswerChoice, label: string) =>
    html`<button type="submit" name="answer" value="${answer}" class="${answer}${answer === preselected ? " chosen" : ""}"${answer === preselected ? html` autofocus` : null}>${label}</button>`;
  return page(
    subject.language,
    title,
    html`${alarmHeading(subject)}
<form method="post" action="${action}">
<p class="question">${words.chooseAnswer}</p>
<div class="choices${preselected ? " preselected" : ""}">${choice("accept", words.accept)}${choice("decline", words.decline)}</div>
${preselected ? html`<p class="hint">${words.confirmAnswer}</p>` : null}
</form>`,
  );
}

/** After the form was sent: recorded, answered before (and how), or the alarm had already ended. */
export function outcomePage(subject: ResponseSubject, outcome: ResponseOutcome): string {
  const words = messageTexts(subject.language);
  const tone = (answer: ResponseOutcome["answer"]): Tone => (answer === "ACCEPT" ? "ok" : "no");
  const message =
    outcome.outcome === "RECORDED" && outcome.answer
      ? result(tone(outcome.answer), words.recorded[outcome.answer])
      : outcome.outcome === "ALREADY_ANSWERED" && outcome.answer
        ? result(tone(outcome.answer), words.alreadyAnswered[outcome.answer])
        : result("info", words.alarmEnded);
  return page(subject.language, `${words.responseTitle}: ${subject.alarmName}`, html`${alarmHeading({ ...subject, alarmName: outcome.alarmName })}${message}`);
}

/** A link that is forged, expired or names nothing: in the language the browser asks for. */
export function invalidLinkPage(language: ParticipantLanguage): string {
  const words = messageTexts(language);
  return page(language, words.invalidLink, html`<h1>${words.invalidLink}</h1><p class="text">${words.invalidLinkText}</p>`);
}
