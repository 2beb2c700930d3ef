/** Timing and layout constants of the spec's section 9, shared by the components and the tests. */
export const HEADER_SCROLL_OFFSET_PX = 80;
export const DELAY_BEFORE_TARGET_SCROLL_MS = 100;
export const NAV_SCROLLED_THRESHOLD_PX = 50;
export const HERO_TYPING_INTERVAL_MS = 100;
export const MESSAGE_ROWS = 5;
export const TOAST_DURATION_MS = 5000;
