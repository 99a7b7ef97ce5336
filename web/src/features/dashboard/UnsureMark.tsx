/**
 * A field read below the confidence threshold and not yet confirmed: never shown as certain. A visible "check"
 * beside the value, with words for screen readers.
 */
export function UnsureMark({ show }: { show: boolean }) {
  if (!show) return null;
  return (
    <span
      className="ml-1.5 inline-block rounded bg-amber-100 px-1.5 py-0.5 align-middle text-xs font-semibold text-amber-900"
      title="We are not sure we read this right: please check it"
    >
      <span aria-hidden="true">? check</span>
      <span className="sr-only">(not sure we read this right: please check)</span>
    </span>
  );
}
