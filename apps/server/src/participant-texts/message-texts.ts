import type { AlarmResponse, ParticipantLanguage } from "@alarm/contract";

/** The fixed words around an alarm's own text in what a participant receives or opens. */
export type MessageTexts = {
  accept: string;
  decline: string;
  /** Link to the response page, where the participant chooses. */
  respond: string;
  instructions: string;
  /** Under the buttons of an email: why the links work without signing in. */
  linksNote: string;
  /** Heading of the response page. */
  responseTitle: string;
  chooseAnswer: string;
  /** The answer behind a link, preselected on the response page; it counts only once sent. */
  confirmAnswer: string;
  recorded: Record<AlarmResponse, string>;
  alreadyAnswered: Record<AlarmResponse, string>;
  alarmEnded: string;
  invalidLink: string;
  invalidLinkText: string;
};

const TEXTS: Record<ParticipantLanguage, MessageTexts> = {
  ENGLISH: {
    accept: "Accept",
    decline: "Decline",
    respond: "Open the response page",
    instructions: "Instructions",
    linksNote: "These links are personal and expire. Your first answer counts.",
    responseTitle: "Alarm",
    chooseAnswer: "Will you take care of this alarm?",
    confirmAnswer: "Confirm your answer with the highlighted button.",
    recorded: { ACCEPT: "Thank you, you have accepted the alarm.", DECLINE: "Thank you, you have declined the alarm." },
    alreadyAnswered: { ACCEPT: "You have already accepted this alarm.", DECLINE: "You have already declined this alarm." },
    alarmEnded: "This alarm has already ended; no answer is needed any more.",
    invalidLink: "This link is not valid or has expired",
    invalidLinkText: "Ask the alarm centre if you still need to answer.",
  },
  GERMAN: {
    accept: "Annehmen",
    decline: "Ablehnen",
    respond: "Antwortseite öffnen",
    instructions: "Anweisungen",
    linksNote: "Diese Links sind persönlich und laufen ab. Es zählt Ihre erste Antwort.",
    responseTitle: "Alarm",
    chooseAnswer: "Übernehmen Sie diesen Alarm?",
    confirmAnswer: "Bestätigen Sie Ihre Antwort mit der hervorgehobenen Schaltfläche.",
    recorded: { ACCEPT: "Danke, Sie haben den Alarm angenommen.", DECLINE: "Danke, Sie haben den Alarm abgelehnt." },
    alreadyAnswered: { ACCEPT: "Sie haben diesen Alarm bereits angenommen.", DECLINE: "Sie haben diesen Alarm bereits abgelehnt." },
    alarmEnded: "Dieser Alarm ist bereits beendet; eine Antwort ist nicht mehr nötig.",
    invalidLink: "Dieser Link ist ungültig oder abgelaufen",
    invalidLinkText: "Fragen Sie bei der Alarmzentrale nach, ob Ihre Antwort noch gebraucht wird.",
  },
  CZECH: {
    accept: "Přijmout",
    decline: "Odmítnout",
    respond: "Otevřít stránku s odpovědí",
    instructions: "Pokyny",
    linksNote: "Tyto odkazy jsou osobní a mají omezenou platnost. Platí vaše první odpověď.",
    responseTitle: "Poplach",
    chooseAnswer: "Převezmete tento poplach?",
    confirmAnswer: "Potvrďte svou odpověď zvýrazněným tlačítkem.",
    recorded: { ACCEPT: "Děkujeme, poplach jste přijal(a).", DECLINE: "Děkujeme, poplach jste odmítl(a)." },
    alreadyAnswered: { ACCEPT: "Tento poplach jste již přijal(a).", DECLINE: "Tento poplach jste již odmítl(a)." },
    alarmEnded: "Tento poplach již skončil; odpověď už není potřeba.",
    invalidLink: "Tento odkaz je neplatný nebo vypršel",
    invalidLinkText: "Zeptejte se poplachového centra, zda je vaše odpověď ještě potřeba.",
  },
};

/** The participant's words for the fixed parts of a message or response page. */
export function messageTexts(language: ParticipantLanguage): MessageTexts {
  return TEXTS[language];
}
