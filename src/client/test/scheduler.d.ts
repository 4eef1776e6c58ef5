// The one export of React's scheduler (a dependency of react-dom) the test set-up reads.
declare module 'scheduler' {
  export function unstable_getFirstCallbackNode(): unknown;
}
