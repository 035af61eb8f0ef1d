/**
 * The scrolling part of a report table takes focus, so that the keyboard can scroll it (a wide table
 * scrolls sideways on a phone): its rows hold nothing else to focus. For DataTable's `pt`.
 */
export const KEYBOARD_SCROLLING = { wrapper: { tabIndex: 0 } } as const;
