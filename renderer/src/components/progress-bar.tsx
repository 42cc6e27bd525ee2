// A progress bar for anything slow (UI.md: never a spinner without words): determinate
// when the fraction is known, a sliding fill otherwise; its value text says in words
// what the figures beside it say.
export function ProgressBar({ label, percent, valueText }: { label: string; percent: number | undefined; valueText: string }) {
  return (
    <div
      className={`progress-track${percent === undefined ? ' progress-indeterminate' : ''}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
    >
      <div className="progress-fill" style={{ width: percent === undefined ? '30%' : `${percent}%` }} />
    </div>
  );
}
