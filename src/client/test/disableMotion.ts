// happy-dom never fires transitionend / animationend, so antd's leave animations would keep closed
// toasts and modals in the DOM. Without these event classes rc-motion skips motion altogether.
// Imported first by setup.ts, before any antd module is evaluated.
const win = window as unknown as Record<string, unknown>;
delete win.AnimationEvent;
delete win.TransitionEvent;
